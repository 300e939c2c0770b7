import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";
import { assistantOnBatchPage } from "../assistant/+routes";
import { contentOnBatchPage } from "../content/+routes";
import { weekDialogsOnHome } from "../doubts/+routes";
import { testDialogOnBatchPage } from "../marks/+routes";
import { subjectStudentsOnBatchPage } from "../students/+routes";

/** Batches and their subjects: the teacher's home and a batch's page, with the dialogs they open. */
export const catalogueRoutes: AreaRoutes = {
  teacher: [
    route("teacher", "routes/catalogue/teacher/home.tsx", [
      route("batches/new", "routes/catalogue/teacher/new-batch.tsx"),
      // A batch's life: rename, archive, restore, delete
      route("batches/:batchId/edit", "routes/catalogue/teacher/edit-batch.tsx"),
      route("batches/:batchId/archive", "routes/catalogue/teacher/archive-batch.tsx"),
      route("batches/:batchId/restore", "routes/catalogue/teacher/restore-batch.tsx"),
      route("batches/:batchId/delete", "routes/catalogue/teacher/delete-batch.tsx"),
      ...weekDialogsOnHome,
    ]),
    route("teacher/course/:batchId", "routes/catalogue/teacher/batch.tsx", [
      route("subjects/new", "routes/catalogue/teacher/new-subject.tsx"),
      ...contentOnBatchPage,
      ...subjectStudentsOnBatchPage,
      ...testDialogOnBatchPage,
      ...assistantOnBatchPage,
      // Renaming and deleting a subject
      route("subjects/:subjectId/rename", "routes/catalogue/teacher/rename-subject.tsx"),
      route("subjects/:subjectId/delete", "routes/catalogue/teacher/delete-subject.tsx"),
    ]),
  ],
  api: [
    route("teacher/batch", "routes/catalogue/api/teacher-batch.ts"),
    route("teacher/courses", "routes/catalogue/api/teacher-batches.ts"),
    route("teacher/course/:batchId", "routes/catalogue/api/teacher-batch-subjects.ts"),
    route("teacher/subject/:batchId", "routes/catalogue/api/teacher-subject.ts"),
    // Editing, retiring and deleting batches and subjects
    route("teacher/batches/:id", "routes/catalogue/api/batch.ts"),
    route("teacher/batches/:id/archive", "routes/catalogue/api/archive-batch.ts"),
    route("teacher/batches/:id/restore", "routes/catalogue/api/restore-batch.ts"),
    route("teacher/subjects/:id", "routes/catalogue/api/subject.ts"),
  ],
};

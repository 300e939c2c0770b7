import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** Papers made for many at once (a batch's report cards, a month's receipts): their progress and their files. */
export const documentsRoutes: AreaRoutes = {
  open: [route("teacher/documents/:runId/file", "routes/documents/teacher/file.ts")],
  teacher: [
    route("teacher/documents", "routes/documents/teacher/runs.tsx"),
    route("teacher/documents/:runId", "routes/documents/teacher/run.tsx"),
  ],
  api: [
    route("teacher/documents", "routes/documents/api/runs.ts"),
    route("teacher/documents/:id", "routes/documents/api/run.ts"),
    route("teacher/documents/:id/file", "routes/documents/api/file.ts"),
  ],
};

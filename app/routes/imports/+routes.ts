import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** Moving in from spreadsheets ('Import' on the Students page) and out ('Export everything'). */
export const importsRoutes: AreaRoutes = {
  open: [route("teacher/students/export.xlsx", "routes/imports/teacher/export-everything.ts")],
  teacher: [
    route("teacher/students/import", "routes/imports/teacher/new-import.tsx"),
    route("teacher/students/import/:uploadId", "routes/imports/teacher/import.tsx"),
  ],
  api: [
    route("teacher/imports", "routes/imports/api/imports.ts"),
    route("teacher/imports/:id", "routes/imports/api/import.ts"),
    route("teacher/imports/:id/commit", "routes/imports/api/commit-import.ts"),
  ],
};

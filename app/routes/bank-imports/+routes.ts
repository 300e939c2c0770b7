import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** Questions brought into the bank from a CSV or a Word document: upload, preview, import. */
export const bankImportsRoutes: AreaRoutes = {
  teacher: [
    route("teacher/bank/import", "routes/bank-imports/teacher/new-import.tsx"),
    route("teacher/bank/import/:uploadId", "routes/bank-imports/teacher/import.tsx"),
  ],
  api: [
    route("teacher/bank/imports", "routes/bank-imports/api/imports.ts"),
    route("teacher/bank/imports/:id", "routes/bank-imports/api/import.ts"),
    route("teacher/bank/imports/:id/commit", "routes/bank-imports/api/commit-import.ts"),
  ],
};

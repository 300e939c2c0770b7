import type { AreaRoutes } from "../+shared/area-routes";

/** Questions brought into the bank from a CSV or a Word document: upload, preview, import. */
export const bankImportsRoutes: AreaRoutes = {
  teacher: [],
  api: [],
};

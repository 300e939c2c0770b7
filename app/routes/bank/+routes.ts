import type { AreaRoutes } from "../+shared/area-routes";

/** The question bank: questions kept by subject, chapter and topic, each change kept as a version. */
export const bankRoutes: AreaRoutes = {
  teacher: [],
  api: [],
};

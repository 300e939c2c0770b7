import type { AreaRoutes } from "../+shared/area-routes";

/** Test series: tests grouped, ranked by their cumulative score, with strength by chapter. */
export const seriesRoutes: AreaRoutes = {
  teacher: [],
  api: [],
};

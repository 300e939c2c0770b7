import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** Test series: tests grouped, ranked by their cumulative score, with strength by chapter. */
export const seriesRoutes: AreaRoutes = {
  student: [route("series/:seriesId", "routes/series/student/standing.tsx")],
  teacher: [
    route("teacher/series", "routes/series/teacher/series-list.tsx"),
    route("teacher/series/:seriesId", "routes/series/teacher/series.tsx"),
  ],
  api: [
    route("teacher/series", "routes/series/api/series-list.ts"),
    route("teacher/series/:seriesId", "routes/series/api/series.ts"),
    route("teacher/series/:seriesId/tests", "routes/series/api/series-tests.ts"),
    route("series/:seriesId", "routes/series/api/standing.ts"),
  ],
};

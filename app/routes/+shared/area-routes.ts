import type { RouteConfigEntry } from "@react-router/dev/routes";

/**
 * An area's slice of the route table: addresses anyone may open (`open`), the student's and the teacher's
 * pages (inside their frames), and the JSON API under /api/v1. app/routes.ts joins the slices; an area
 * names its own addresses only, and a page of another area that shows its dialogs takes them by name.
 */
export type AreaRoutes = {
  open?: RouteConfigEntry[];
  student?: RouteConfigEntry[];
  teacher?: RouteConfigEntry[];
  api?: RouteConfigEntry[];
};

import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** The institute's own site: its images, search-engine files, and the teacher's Site page. */
export const siteRoutes: AreaRoutes = {
  open: [
    route("site-images/:file", "routes/site/image.ts"),
    route("robots.txt", "routes/site/robots.ts"),
    route("sitemap.xml", "routes/site/sitemap.ts"),
  ],
  teacher: [
    route("teacher/site", "routes/site/teacher/page.tsx", [
      route("biography", "routes/site/teacher/biography.tsx"),
      route("toppers/new", "routes/site/teacher/new-topper.tsx"),
      route("toppers/:topperId", "routes/site/teacher/edit-topper.tsx"),
      route("toppers/:topperId/remove", "routes/site/teacher/remove-topper.tsx"),
      route("plans/new", "routes/site/teacher/new-plan.tsx"),
      route("plans/:planId", "routes/site/teacher/edit-plan.tsx"),
      route("plans/:planId/remove", "routes/site/teacher/remove-plan.tsx"),
      route("upi", "routes/site/teacher/upi.tsx"), // the institute's UPI ID for fees
      route("gst", "routes/site/teacher/gst.tsx"), // GST registration: tax invoices for fees
    ]),
    // How messages reach phones: pages of their own, too long for a dialog over the Site page.
    route("teacher/site/messages", "routes/site/teacher/messages-settings.tsx"),
    route("teacher/site/messages/templates", "routes/site/teacher/message-templates.tsx"),
  ],
  api: [
    route("teacher/messages/settings", "routes/site/api/messages-settings.ts"),
    route("teacher/messages/templates", "routes/site/api/message-templates.ts"),
    route("teacher/messages/templates/:kind", "routes/site/api/kind-templates.ts"),
  ],
};

import { index, route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** Landing, demo and legal pages, the language switch and the health check. */
export const publicRoutes: AreaRoutes = {
  open: [
    index("routes/public/landing.tsx"),
    route("demo", "routes/public/demo.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("careers", "routes/public/careers.tsx"),
    route("language", "routes/public/language.ts"),
    route("healthz", "routes/public/healthz.ts"),
  ],
};

/** What answers an address no route takes: the API's JSON 404 and the site's page. They come last. */
export const apiNotFound = route("*", "routes/public/api/not-found.ts");
export const pageNotFound = route("*", "routes/public/not-found.tsx");

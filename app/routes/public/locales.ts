import { data } from "react-router";
import { catalogueOf } from "~/i18n/catalogues.server";
import { isLanguage } from "~/i18n/languages";
import type { Route } from "./+types/locales";

/**
 * One catalogue for the browser: a page that runs scripts gets its own catalogues inside the page, and
 * fetches another only when a navigation in the browser reaches a screen that needs it.
 */
export function loader({ params }: Route.LoaderArgs) {
  const catalogue = isLanguage(params.lang) ? catalogueOf(params.lang, params.namespace) : undefined;
  if (!catalogue) throw data("Not found", { status: 404 });
  return Response.json(catalogue, { headers: { "Cache-Control": "public, max-age=3600" } });
}

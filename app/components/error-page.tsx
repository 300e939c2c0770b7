import { isRouteErrorResponse, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";

/**
 * What a page that failed shows: a not-found or a fault, and one way on. Each area's layout passes its own
 * way back (the dashboard, the teacher's home), so an error inside an area keeps that area's header.
 * It logs nothing: React Router logs a fault where it happens, with its stack, and stays quiet about a request
 * the browser gave up on (whose error this page would only see as "Unexpected Server Error").
 */
export function ErrorPage({ error, back }: { error: unknown; back: { to: string; label: string } }) {
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t("Page not found") : t("Something went wrong");
  const detail = notFound
    ? t("We could not find that page. It may have moved, or the address may be mistyped.")
    : isRouteErrorResponse(error) && typeof error.data === "string"
      ? t(error.data)
      : t("Please try again in a moment. If it keeps happening, let the institute know.");
  return (
    <main id="main" className="page narrow error-page">
      <h1>{title}</h1>
      <p>{detail}</p>
      <p>
        <Link to={back.to} className="button">
          {t(back.label)}
        </Link>
      </p>
    </main>
  );
}

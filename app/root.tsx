import { Links, Meta, Outlet, useMatches } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page";
import { useNonce } from "./components/nonce";
import { PageScripts } from "./components/page-scripts";
import { useRootData } from "./components/root-data";
import { SiteFooter } from "./components/site-footer";
import { Toasts } from "./components/toasts";
import { languageMiddleware } from "./http/language.server";
import { methodMiddleware } from "./http/methods.server";
import { queryCountMiddleware } from "./http/query-count-middleware.server";
import { readOnceMiddleware } from "./http/read-once-middleware.server";
import { rootData } from "./http/root-data.server";
import { sessionMiddleware } from "./http/session-middleware.server";
import { toastMiddleware } from "./http/toast.server";
import "./styles/app.css";
import "./styles/booking.css";

export const middleware: Route.MiddlewareFunction[] = [
  // First, so that it counts the statements of everything after it.
  queryCountMiddleware,
  readOnceMiddleware,
  toastMiddleware,
  sessionMiddleware,
  // After the session: a signed-in person's saved language comes with their account.
  languageMiddleware,
  // Before any loader or action: a method the address does not take changes nothing (405).
  methodMiddleware,
];

// Every page's header and footer show the institute as the teacher set it on the Site page.
export const loader = ({ context }: Route.LoaderArgs) => rootData(context);

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.brand.name ?? "Coaching Institute" }];

// The teacher's area is no one's search result. Student pages need no such mark: they answer only a signed-in
// student, and every crawler gets the redirect to /signin (decision 072).
const PRIVATE_ROUTES = new Set(["routes/frame/teacher/layout"]);

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The page's language comes with its translation instance, so an error page is marked right too.
  const { t, i18n } = useTranslation();
  const root = useRootData();
  const isPrivate = useMatches().some((match) => PRIVATE_ROUTES.has(match.id));
  return (
    <html lang={i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {isPrivate ? <meta name="robots" content="noindex, nofollow" /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {/* The space after it keeps text browsers (w3m) from running it into the institute's name. */}
        <a className="skip-link" href="#main">
          {t("Skip to content")}
        </a>{" "}
        {children}
        <SiteFooter />
        <Toasts toast={root?.toast ?? null} />
        <PageScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} back={{ to: "/", label: "Go to the home page" }} />;
}

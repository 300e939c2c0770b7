import { CursorTrail } from "~/components/demo/cursor-trail";
import { GALLERY } from "~/components/landing/content";
import { withScripts } from "~/components/page-scripts";
import { PublicHeader } from "~/components/public-header";
import { SiteFooter } from "~/components/site-footer";
import { publicPageData } from "~/http/public-page.server";
import "~/styles/demo.css";
import type { Route } from "./+types/demo";

export const meta: Route.MetaFunction = () => [{ title: "Cursor trail demo" }];

export const loader = publicPageData;

/** The cursor trail is what this page exists to show. */
export const handle = withScripts;

export default function Demo({ loaderData }: Route.ComponentProps) {
  const { brand, contactEmail } = loaderData;
  return (
    <>
      <PublicHeader brand={brand} />
      <main id="main" className="page">
        <h1>Move cursor across the screen and see the magic</h1>
        <CursorTrail pictures={GALLERY} />
      </main>
      <SiteFooter brand={brand} contactEmail={contactEmail} />
    </>
  );
}

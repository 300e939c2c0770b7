import { CursorTrail } from "~/components/demo/cursor-trail";
import { GALLERY } from "~/components/landing/content";
import { withScripts } from "~/components/page-scripts";
import { PublicHeader } from "~/components/public-header";
import "~/styles/demo.css";
import type { Route } from "./+types/demo";

export const meta: Route.MetaFunction = () => [{ title: "Cursor trail demo" }];

/** The cursor trail is what this page exists to show. */
export const handle = withScripts;

export default function Demo() {
  return (
    <>
      <PublicHeader />
      <main id="main" className="page">
        <h1>Move cursor across the screen and see the magic</h1>
        <CursorTrail pictures={GALLERY} />
      </main>
    </>
  );
}

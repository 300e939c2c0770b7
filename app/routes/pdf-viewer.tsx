import { data, Link, redirect } from "react-router";
import { AccountHeader } from "~/components/account-header";
import { pageMeta } from "~/components/page-meta";
import { getActor, homeOf } from "~/http/guards.server";
import type { Route } from "./+types/pdf-viewer";

export const meta: Route.MetaFunction = () => pageMeta("Notes", "A note to read here or download.");

const OWN_FILE = /^\/files\/notes\/\d+$/;

/** SPEC opens a note at /student/pdf?url=…; only our own file addresses are shown, never another site's. */
export function loader({ request, context }: Route.LoaderArgs) {
  const actor = getActor(context);
  if (!actor) throw redirect("/signin");
  const url = new URL(request.url).searchParams.get("url") ?? "";
  if (!OWN_FILE.test(url)) throw data("Not found", { status: 404 });
  return { url, home: homeOf(actor) };
}

export default function PdfViewer({ loaderData }: Route.ComponentProps) {
  const { url, home } = loaderData;
  return (
    <>
      <AccountHeader />
      <main id="main" className="page viewer">
        <div className="section-head">
          <Link to={home}>← Back</Link>
          <a href={`${url}?download=1`} className="button" download>
            Download
          </a>
        </div>
        <iframe src={url} title="The note" className="viewer-frame" />
        <p className="muted">
          If the file does not show here, <a href={url}>open it directly</a>.
        </p>
      </main>
    </>
  );
}

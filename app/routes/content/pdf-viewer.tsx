import { data, Link, redirect } from "react-router";
import { AccountHeader } from "~/components/account-header";
import { Denied } from "~/components/denied";
import { NoteLinks } from "~/components/note-links";
import { pageMeta } from "~/components/page-meta";
import { describeNote } from "~/domain/content/notes.server";
import { formatSize } from "~/domain/core/format.server";
import { getActor, homeOf } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { isDenied, readOrDenied } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/pdf-viewer";

export const meta: Route.MetaFunction = () => pageMeta("Notes", "A note to read here or download.");

const OWN_FILE = /^\/files\/notes\/(\d+)$/;

/** A note opens at /student/pdf?url=…; only our own file addresses are shown, never another site's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = getActor(context);
  if (!actor) throw redirect("/signin");
  const noteId = OWN_FILE.exec(new URL(request.url).searchParams.get("url") ?? "")?.[1];
  if (!noteId) throw data("Not found", { status: 404 });
  const note = await readOrDenied(() => describeNote(actor, Number(noteId)));
  if (isDenied(note)) return { home: homeOf(actor), ...note };
  return {
    home: homeOf(actor),
    denied: null,
    note: { ...note, sizeText: formatSize(note.size, languageFrom(context)) },
  };
}

/**
 * The note's name, 'Open PDF' and 'Download' for every screen; the embedded view only on wide screens
 * (a CSS media query), since phones' browsers show an embedded PDF as an empty box.
 */
export default function PdfViewer({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("student");
  if (loaderData.denied !== null)
    return (
      <>
        <AccountHeader />
        <Denied message={loaderData.denied} />
      </>
    );
  const { note, home } = loaderData;
  return (
    <>
      <AccountHeader />
      <main id="main" className="page viewer">
        <Link to={home}>← {t("Back")}</Link>
        <h1 translate="no">{note.name}</h1>
        <p className="note">
          <NoteLinks note={note} />
        </p>
        <iframe src={note.url} title={note.name} className="viewer-frame" />
      </main>
    </>
  );
}

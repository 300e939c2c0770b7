import { Link, Outlet } from "react-router";
import { ContentHeader } from "~/components/content-header";
import { Denied } from "~/components/denied";
import { ItemSteps } from "~/components/item-steps";
import { NoteLinks } from "~/components/note-links";
import { pageMeta } from "~/components/page-meta";
import { listNotes } from "~/domain/content.server";
import { formatDay, formatSize } from "~/domain/format.server";
import { idParam, isDenied, readOrDenied, requireAccount } from "~/http/pages.server";
import type { Route } from "./+types/notes";

export const meta: Route.MetaFunction = () => pageMeta("Notes", "The notes in this folder, to read or download.");

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, account } = requireAccount(request, context);
  const result = await readOrDenied(() => listNotes(actor, idParam(params.subFolderId), idParam(params.folderId)));
  if (isDenied(result)) return { account, ...result };
  return {
    account,
    denied: null,
    subFolder: result.subFolder,
    back: `/${account}/content/${result.subjectId}/${result.subFolder.folder_id}`,
    notes: result.content.map((note) => ({
      ...note,
      href: `/student/pdf?url=${encodeURIComponent(note.content_url)}`,
      uploaded: formatDay(note.uploaded_on),
      sizeText: formatSize(note.size),
    })),
  };
}

export default function Notes({ loaderData }: Route.ComponentProps) {
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { account, subFolder, notes, back } = loaderData;
  return (
    <main id="main" className="page">
      <ContentHeader
        back={{ to: back, label: "Back to the folder" }}
        title={subFolder.subfolder_name}
        addLabel={account === "teacher" ? "Upload Notes" : undefined}
      />
      {notes.length === 0 ? (
        <p className="empty">No content uploaded yet</p>
      ) : (
        <ul className="grid">
          {notes.map((note) => (
            <li key={note.id} className="card tile note">
              <Link to={note.href} reloadDocument>
                <strong>{note.content_name}</strong>
              </Link>
              <span className="muted">Uploaded {note.uploaded}</span>
              <NoteLinks note={note} />
              {account === "teacher" ? (
                <ItemSteps
                  name={note.content_name}
                  steps={[
                    { to: `${note.id}/rename`, label: "Rename" },
                    { to: `${note.id}/replace`, label: "Replace file" },
                    { to: `${note.id}/delete`, label: "Delete" },
                  ]}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Outlet />
    </main>
  );
}

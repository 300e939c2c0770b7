import { Link } from "react-router";
import { ItemSteps } from "~/components/item-steps";
import { NoteLinks } from "~/components/note-links";
import { pageMeta } from "~/components/page-meta";
import { Spaced } from "~/components/spaced";
import { useTranslation } from "~/i18n/use-translation";
import type { loadNotes } from "./notes.server";
import { SubFolderPage } from "./sub-folder-page";

export const notesMeta = () => pageMeta("Notes", "The notes in this folder, to read or download.");

/** The notes page of student-notes and teacher-notes; the teacher's adds 'Upload Notes' and each note's steps. */
export function NotesPage({ loaderData }: { loaderData: Awaited<ReturnType<ReturnType<typeof loadNotes>>> }) {
  const { t } = useTranslation("student");
  return (
    <SubFolderPage
      page={loaderData}
      addLabel="Upload Notes"
      empty="No content uploaded yet"
      item={(note, teacher) => (
        <li key={note.id} className="card tile note">
          <Spaced>
            <Link to={note.href} reloadDocument>
              <strong translate="no">{note.name}</strong>
            </Link>
            <span className="muted">{t("Uploaded {{day}}", { day: note.uploaded })}</span>
            <NoteLinks note={note} />
            {teacher ? (
              <ItemSteps
                name={note.name}
                steps={[
                  { to: `${note.id}/rename`, label: "Rename" },
                  { to: `${note.id}/replace`, label: "Replace file" },
                  { to: `${note.id}/delete`, label: "Delete" },
                ]}
              />
            ) : null}
          </Spaced>
        </li>
      )}
    />
  );
}

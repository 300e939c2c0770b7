import { loadNotes } from "../+shared/notes.server";
import { NotesPage, notesMeta } from "../+shared/notes-page";
import type { Route } from "./+types/student-notes";

/** The student's view of a sub-folder's notes (/student/notes/:folderId/:subFolderId). */
export const meta = notesMeta;
export const loader = loadNotes("student");

export default function StudentNotes({ loaderData }: Route.ComponentProps) {
  return <NotesPage loaderData={loaderData} />;
}

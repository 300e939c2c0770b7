import { loadNotes } from "../+shared/notes.server";
import { NotesPage, notesMeta } from "../+shared/notes-page";
import type { Route } from "./+types/teacher-notes";

/** The teacher's view of a sub-folder's notes (/teacher/notes/:folderId/:subFolderId). */
export const meta = notesMeta;
export const loader = loadNotes("teacher");

export default function TeacherNotes({ loaderData }: Route.ComponentProps) {
  return <NotesPage loaderData={loaderData} />;
}

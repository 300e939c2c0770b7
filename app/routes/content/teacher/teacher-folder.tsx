import { loadFolder } from "../+shared/folder.server";
import { FolderPage, folderMeta } from "../+shared/folder-page";
import type { Route } from "./+types/teacher-folder";

/** The teacher's view of a folder (/teacher/content/:subjectId/:folderId), with 'Add New Folder' and its steps. */
export const meta: Route.MetaFunction = folderMeta;
export const loader = loadFolder("teacher");

export default function TeacherFolder({ loaderData }: Route.ComponentProps) {
  return <FolderPage loaderData={loaderData} />;
}

import { loadFolder } from "../+shared/folder.server";
import { FolderPage, folderMeta } from "../+shared/folder-page";
import type { Route } from "./+types/student-folder";

/** The student's view of a folder's sub-folders (/student/content/:subjectId/:folderId). */
export const meta: Route.MetaFunction = folderMeta;
export const loader = loadFolder("student");

export default function StudentFolder({ loaderData }: Route.ComponentProps) {
  return <FolderPage loaderData={loaderData} />;
}

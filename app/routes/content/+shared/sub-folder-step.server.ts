import { getSubFolder } from "~/domain/content/folders.server";
import { idPath } from "~/http/pages.server";
import { loadForStep } from "../../accounts/+shared/teacher-step.server";

/** The sub-folder that rename-sub-folder and delete-sub-folder act on; both land back on its folder's page. */
export const loadSubFolder = loadForStep("subFolderId", getSubFolder);
export const toFolderPage = (params: { subjectId?: string; folderId?: string }) =>
  idPath`/teacher/content/${params.subjectId}/${params.folderId}`;

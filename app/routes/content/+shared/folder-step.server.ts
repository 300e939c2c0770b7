import { getFolder } from "~/domain/catalogue/subjects.server";
import { loadForStep } from "../../accounts/+shared/teacher-step.server";

/** The folder that rename-folder and delete-folder act on (with its subject and batch, to know where to land). */
export const loadFolder = loadForStep("folderId", getFolder);

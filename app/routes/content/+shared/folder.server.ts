import type { RouterContextProvider } from "react-router";
import { listSubFolders, viewOf } from "~/domain/content/folders.server";
import { formatDay } from "~/domain/core/format.server";
import { languageFrom } from "~/http/language.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import { type Account, accountActor } from "./account-content.server";

type Args = { params: { folderId?: string; subjectId?: string }; context: Readonly<RouterContextProvider> };

/** One folder's sub-folders for student-folder and teacher-folder, each linking to its notes or videos. */
export const loadFolder =
  (account: Account) =>
  async ({ context, params }: Args) => {
    const actor = accountActor(account, context);
    const result = await readOrDenied(() => listSubFolders(actor, idParam(params.folderId), idParam(params.subjectId)));
    if (isDenied(result)) return { account, ...result };
    return {
      account,
      denied: null,
      folder: result.folder,
      // Back to the subject: the student's subject page, or the subject on the teacher's batch page.
      back: {
        to:
          account === "student"
            ? `/subject/${result.folder.subjectId}`
            : `/teacher/course/${result.folder.batchId}#subject-${result.folder.subjectId}`,
        label: result.folder.subjectName,
      },
      subFolders: result.subFolders.map((sub) => ({
        ...sub,
        href: `/${account}/${viewOf(sub.type) === "videos" ? "videos" : "notes"}/${sub.folderId}/${sub.id}`,
        created: formatDay(sub.uploadedOn, languageFrom(context)),
      })),
    };
  };

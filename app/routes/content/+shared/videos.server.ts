import type { RouterContextProvider } from "react-router";
import { listVideos } from "~/domain/content/folders.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import { type Account, accountActor } from "./account-content.server";

type Args = { params: { folderId?: string; subFolderId?: string }; context: Readonly<RouterContextProvider> };

/** The videos of a sub-folder for student-videos and teacher-videos. */
export const loadVideos =
  (account: Account) =>
  async ({ context, params }: Args) => {
    const actor = accountActor(account, context);
    const result = await readOrDenied(() => listVideos(actor, idParam(params.subFolderId), idParam(params.folderId)));
    if (isDenied(result)) return { account, ...result };
    return {
      account,
      denied: null,
      subFolder: result.subFolder,
      items: result.videos,
      back: `/${account}/content/${result.subjectId}/${result.subFolder.folderId}`,
    };
  };

import type { RouterContextProvider } from "react-router";
import { listNotes } from "~/domain/content/folders.server";
import { formatDay, formatSize } from "~/domain/core/format.server";
import { languageFrom } from "~/http/language.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import { type Account, accountActor } from "./account-content.server";

type Args = { params: { folderId?: string; subFolderId?: string }; context: Readonly<RouterContextProvider> };

/** The notes of a sub-folder for student-notes and teacher-notes: each a link to read it and its size. */
export const loadNotes =
  (account: Account) =>
  async ({ context, params }: Args) => {
    const actor = accountActor(account, context);
    const result = await readOrDenied(() => listNotes(actor, idParam(params.subFolderId), idParam(params.folderId)));
    if (isDenied(result)) return { account, ...result };
    return {
      account,
      denied: null,
      subFolder: result.subFolder,
      back: `/${account}/content/${result.subjectId}/${result.subFolder.folderId}`,
      items: result.notes.map((note) => ({
        ...note,
        href: `/student/pdf?url=${encodeURIComponent(note.url)}`,
        uploaded: formatDay(note.uploadedOn, languageFrom(context)),
        sizeText: formatSize(note.size, languageFrom(context)),
      })),
    };
  };

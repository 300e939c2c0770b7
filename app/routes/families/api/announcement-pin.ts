import { pinAction } from "../+shared/pin-action";

/** POST /teacher/announcements/{id}/pin keeps an announcement at the top (any other pinned one is unpinned). */
export const action = pinAction(true);

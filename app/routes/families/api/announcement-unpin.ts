import { pinAction } from "../+shared/pin-action";

/** POST /teacher/announcements/{id}/unpin lets it take its place by date again. */
export const action = pinAction(false);

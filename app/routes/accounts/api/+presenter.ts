import { STORED_ROLE } from "~/domain/access/actor";
import type { SignedIn } from "~/domain/accounts/auth.server";
import { SIGNED_IN } from "~/http/sign-in.server";

/** A sign-in in the API's words: a teacher's role is "admin", and a student without a batch has batch_id -1. */
export const signedInAnswer = (signedIn: SignedIn) => ({
  token: signedIn.token,
  role: STORED_ROLE[signedIn.role],
  user: signedIn.userName,
  batch_id: signedIn.batchId ?? -1,
  message: SIGNED_IN,
});

import zxcvbnCore from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import { invalid } from "./errors.server";

// zxcvbn-ts with its common-language dictionaries: about 30,000 common passwords plus keyboard
// patterns, sequences, repeats and dates (ASVS 5.0 level 1 asks us to refuse common passwords).
const zxcvbn = new zxcvbnCore.ZxcvbnFactory({
  dictionary: zxcvbnCommon.dictionary,
  graphs: zxcvbnCommon.adjacencyGraphs,
});

export const COMMON_PASSWORD =
  "This password is too common or too easy to guess (a well-known password, a keyboard pattern or a sequence). Try three or four unrelated words.";

/** Score 0 or 1 of zxcvbn's 0-4 is a password found among the common ones or guessed within minutes. */
export function isCommonPassword(password: string, userInputs: string[] = []) {
  return zxcvbn.check(password, userInputs).score < 2;
}

/** Refuses a new password that is common; the length rule lives in the form's schema. */
export function assertStrongPassword(password: string, userInputs: string[] = [], field = "password") {
  if (isCommonPassword(password, userInputs)) throw invalid(COMMON_PASSWORD, { [field]: [COMMON_PASSWORD] });
}

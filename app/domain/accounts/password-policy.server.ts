import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { invalid } from "../core/errors.server";

// zxcvbn-ts with its common-language dictionaries: about 30,000 common passwords plus keyboard
// patterns, sequences, repeats and dates (ASVS 5.0 level 1 asks us to refuse common passwords).
// Loaded with the first new password (about 20 MB resident), not at start (decision 112).
let zxcvbn: Promise<ZxcvbnFactory> | undefined;
const loadZxcvbn = async () => {
  const [core, common] = await Promise.all([import("@zxcvbn-ts/core"), import("@zxcvbn-ts/language-common")]);
  return new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
};

export const COMMON_PASSWORD =
  "This password is too common or too easy to guess (a well-known password, a keyboard pattern or a sequence). Try three or four unrelated words.";

/** Score 0 or 1 of zxcvbn's 0-4 is a password found among the common ones or guessed within minutes. */
export async function isCommonPassword(password: string, userInputs: string[] = []) {
  zxcvbn ??= loadZxcvbn();
  return (await zxcvbn).check(password, userInputs).score < 2;
}

/** Refuses a new password that is common; the length rule lives in the form's schema. */
export async function assertStrongPassword(password: string, userInputs: string[] = [], field = "password") {
  if (await isCommonPassword(password, userInputs)) throw invalid(COMMON_PASSWORD, { [field]: [COMMON_PASSWORD] });
}

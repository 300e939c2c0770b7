import { requestTranslator } from "~/i18n/request-language.server";

/**
 * A message of the online tests that carries values, in the request's language: made here, where its
 * values are known (docs/i18n.md); a count picks the plural form.
 */
export const say = (key: string, values: Record<string, string | number>) =>
  requestTranslator("online-tests")(key, values);

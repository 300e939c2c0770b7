import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";

/**
 * The language switch's form. `back` is where it returns: a path on this site only (one slash, never
 * "//host", never a backslash), else the home page, so the form cannot send anyone elsewhere.
 */
export const languageChoiceSchema = z.object({
  lang: z.enum(LANGUAGES),
  back: z
    .string()
    .optional()
    .transform((back) => (back && /^\/(?![/\\])[^\s\\]*$/.test(back) ? back : "/")),
});

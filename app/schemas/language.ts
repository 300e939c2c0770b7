import { z } from "zod";
import { LANGUAGES } from "~/i18n/languages";

const SITE = "http://this.site";

/**
 * Where the language switch returns: a path on this site only, else the home page, so the form cannot send
 * anyone elsewhere. A path is one slash then no slash or backslash (never "//host"), with no control character
 * or space anywhere; anything else a browser would read as a path (Devanagari in a search, say) is
 * percent-encoded, since a redirect's Location header carries only ASCII.
 */
export function sameSitePath(back: string | undefined): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (!back || !/^\/(?![/\\])[^\s\\\u0000-\u001f\u007f-\u009f]*$/.test(back)) return "/";
  const url = new URL(back, SITE);
  return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : "/";
}

/** The language switch's form: the language, and `back`, the page it was pressed on. */
export const languageChoiceSchema = z.object({
  lang: z.enum(LANGUAGES),
  back: z.string().optional().transform(sameSitePath),
});

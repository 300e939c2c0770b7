import type { RouterContextProvider } from "react-router";
import type { Paper } from "~/domain/cards/papers.server";
import { languageFrom } from "~/http/language.server";
import { readForPage } from "~/http/pages.server";
import { pdfResponse } from "~/http/pdf-response.server";
import { isLanguage, type Language } from "~/i18n/languages";

/** The paper's language: `?language=en` or `hi` when asked for, else the reader's. */
export function paperLanguage(request: Request, context: Readonly<RouterContextProvider>): Language {
  const asked = new URL(request.url).searchParams.get("language");
  return isLanguage(asked) ? asked : languageFrom(context);
}

/** A PDF made for one student, as a download; a refusal is the page's (404 for another student's). */
export const paperAnswer = async (make: () => Promise<Paper>) => pdfResponse(await readForPage(make));

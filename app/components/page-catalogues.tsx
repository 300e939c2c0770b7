import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
import { pageScriptKind } from "./page-scripts";

export const CATALOGUES_ELEMENT_ID = "page-catalogues";

const differingEntries = (catalogue: Record<string, string> | undefined) =>
  Object.fromEntries(Object.entries(catalogue ?? {}).filter(([key, text]) => key !== text));

/** The catalogues a page's routes declare (`handle.namespaces`), besides the common one every page uses. */
export function pageNamespaces(handles: unknown[]) {
  const namespaces = new Set(["common"]);
  for (const handle of handles) {
    const declared = (handle as { namespaces?: unknown } | undefined)?.namespaces;
    if (Array.isArray(declared)) for (const namespace of declared) namespaces.add(String(namespace));
  }
  return [...namespaces];
}

/**
 * A page that hydrates carries the words of its own screens, as data (never run), so the browser
 * renders the same words without a second request; any other page needs no catalogue at all (the teacher's
 * enhancing script shows only words the server rendered).
 * In the browser this renders from the instance those words started, so both sides write the same text.
 */
export function PageCatalogues() {
  const matches = useMatches();
  const { i18n } = useTranslation();
  const handles = matches.map((match) => match.handle);
  if (pageScriptKind(handles) !== "hydrate") return null;
  // A word that reads as its key (all of English but its plural forms) needs no entry: i18next shows the key.
  const catalogues = Object.fromEntries(
    pageNamespaces(handles).map((namespace) => [
      namespace,
      differingEntries(i18n.getResourceBundle(i18n.language, namespace)),
    ]),
  );
  // "<" is escaped so no text in a catalogue can close the element.
  const json = JSON.stringify({ language: i18n.language, catalogues }).replace(/</g, "\\u003c");
  return (
    <script
      type="application/json"
      id={CATALOGUES_ELEMENT_ID}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON data, never run, with "<" escaped
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}

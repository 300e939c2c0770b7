import { pluralData } from "./contract";

/**
 * Words with a number, rendered by the server in the page's language with "{n}" where the number goes: one
 * `pluralData` attribute per plural category of the language (Intl's categories, as i18next uses).
 */
export const NUMBER_MARK = "{n}";

export function fillCount(element: HTMLElement, count: number) {
  const category = new Intl.PluralRules(document.documentElement.lang).select(count);
  const template = element.getAttribute(pluralData(category)) ?? element.getAttribute(pluralData("other")) ?? "";
  return template.replace(NUMBER_MARK, String(count));
}

/** The one value of a server-rendered template (e.g. "Uploading… {n}%", "Time left: {n}"). */
export const fillNumber = (template: string, value: number | string) => template.replace(NUMBER_MARK, String(value));

import type { MetaDescriptor } from "react-router";
import { pageTranslate } from "~/i18n/page-translator";

/**
 * A page's title and the one sentence that search results and link previews show under it, in the page's
 * language: both are catalogue keys (English text), with `{{name}}` values passed in `values`.
 */
export const pageMeta = (title: string, description: string, values?: Record<string, unknown>): MetaDescriptor[] => [
  { title: pageTranslate(title, values) },
  { name: "description", content: pageTranslate(description, values) },
];

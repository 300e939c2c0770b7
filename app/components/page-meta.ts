import type { MetaDescriptor } from "react-router";

/** A page's title and the one sentence that search results and link previews show under it. */
export const pageMeta = (title: string, description: string): MetaDescriptor[] => [
  { title },
  { name: "description", content: description },
];

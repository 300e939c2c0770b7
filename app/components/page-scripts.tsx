import { Scripts, ScrollRestoration, useMatches } from "react-router";
import enhanceUrl from "~/enhance/main.ts?worker&url";

/**
 * Pages send no JavaScript unless a route on them asks for it (decision 070): students and visitors get plain
 * HTML that already works. The teacher's pages, the online test's attempt page and /demo ask for the small
 * enhancing script (decisions 181 and 191): the page stays the server's HTML and the script adds dialogs, pending
 * buttons, copy buttons, the test's countdown, the cursor trail and the rest. No page hydrates with React Router.
 * A route asks with `export const handle = withEnhancements;` (the script) or `withScripts` (React Router).
 */
export const withScripts = { scripts: true } as const;
export const withEnhancements = { enhance: true } as const;

type PageScriptKind = "hydrate" | "enhance" | null;

const flagged = (handle: unknown, flag: string) =>
  typeof handle === "object" && handle !== null && (handle as Record<string, unknown>)[flag] === true;

/** What the page runs; the renderer asks too (a page without scripts carries no nonce). Hydrating wins. */
export function pageScriptKind(handles: unknown[]): PageScriptKind {
  if (handles.some((handle) => flagged(handle, "scripts"))) return "hydrate";
  if (handles.some((handle) => flagged(handle, "enhance"))) return "enhance";
  return null;
}

export function PageScripts({ nonce }: { nonce?: string }) {
  const matches = useMatches();
  const kind = pageScriptKind(matches.map((match) => match.handle));
  if (kind === "enhance") return <script type="module" src={enhanceUrl} nonce={nonce} />;
  if (kind !== "hydrate") return null;
  return (
    <>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
}

import { useMatches } from "react-router";
import enhanceUrl from "~/enhance/main.ts?worker&url";

/**
 * Pages send no JavaScript unless a route on them asks for it (decision 070): students and visitors get plain
 * HTML that already works. The teacher's pages, the online test's attempt page and /demo ask for the small
 * enhancing script (decisions 181 and 191): the page stays the server's HTML and the script adds dialogs, pending
 * buttons, copy buttons, the test's countdown, the cursor trail and the rest. No page hydrates with React.
 * A route asks with `export const handle = withEnhancements;`.
 */
export const withEnhancements = { enhance: true } as const;

const flagged = (handle: unknown) =>
  typeof handle === "object" && handle !== null && (handle as Record<string, unknown>).enhance === true;

/** Whether the page runs the enhancing script; the renderer asks too (a page without scripts carries no nonce). */
export const pageIsEnhanced = (handles: unknown[]) => handles.some(flagged);

export function PageScripts({ nonce }: { nonce?: string }) {
  const matches = useMatches();
  if (!pageIsEnhanced(matches.map((match) => match.handle))) return null;
  return <script type="module" src={enhanceUrl} nonce={nonce} />;
}

import { Scripts, ScrollRestoration, useMatches } from "react-router";

/**
 * Pages send no JavaScript unless a route on them asks for it (decision 070): students and visitors
 * get plain HTML that already works, the teacher's pages and /demo get React Router's scripts.
 * A route asks with `export const handle = withScripts;`.
 */
export const withScripts = { scripts: true } as const;

/** Whether any of the page's routes asks for scripts; the renderer asks too (a page without them carries no nonce). */
export const pageWantsScripts = (handles: unknown[]) =>
  handles.some(
    (handle) => typeof handle === "object" && handle !== null && (handle as { scripts?: unknown }).scripts === true,
  );

export function PageScripts({ nonce }: { nonce?: string }) {
  const matches = useMatches();
  if (!pageWantsScripts(matches.map((match) => match.handle))) return null;
  return (
    <>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
}

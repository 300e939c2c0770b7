import { Scripts, ScrollRestoration, useMatches } from "react-router";

/**
 * Pages send no JavaScript unless a route on them asks for it (decision 070): students and visitors
 * get plain HTML that already works, the teacher's pages and /demo get React Router's scripts.
 * A route asks with `export const handle = withScripts;`.
 */
export const withScripts = { scripts: true } as const;

const wantsScripts = (handle: unknown) =>
  typeof handle === "object" && handle !== null && (handle as { scripts?: unknown }).scripts === true;

export function PageScripts({ nonce }: { nonce?: string }) {
  const matches = useMatches();
  if (!matches.some((match) => wantsScripts(match.handle))) return null;
  return (
    <>
      <ScrollRestoration nonce={nonce} />
      <Scripts nonce={nonce} />
    </>
  );
}

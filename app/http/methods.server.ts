import type { MiddlewareFunction } from "react-router";
import { jsonBody } from "./compressed-body.server";
import { requestInfoContext } from "./context.server";
import { translateMessage } from "./language.server";

/** What the server build says of a route: enough to find it and to know which methods it answers. */
type BuiltRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { default?: unknown; loader?: unknown; action?: unknown };
};
type BuiltRoutes = Record<string, BuiltRoute | undefined>;

/** The HTTP methods an action takes besides POST (an API's PUT, PATCH, DELETE): see `apiActions`. */
export type ActionMethods = { methods?: readonly string[] };

/**
 * The methods a route answers, one rule for every address: GET and HEAD when it has a page or a loader, and
 * its action's methods (POST, unless the action names its own). React Router would hand any other method to
 * the action, which then did its work (a PUT confirmed a payment), or fail without saying what is allowed.
 */
export function methodsOf(module: BuiltRoute["module"]): string[] {
  const reads = module.loader || module.default ? ["GET", "HEAD"] : [];
  const writes = module.action ? ((module.action as ActionMethods).methods ?? ["POST"]) : [];
  return [...reads, ...writes];
}

/** A route pattern as React Router gives it to middleware (`getRoutePattern`): the matched routes' paths joined. */
const joinedPattern = (paths: (string | undefined)[]) => paths.filter(Boolean).join("/").replace(/\/\/+/g, "/") || "/";

/**
 * The methods the route answering each pattern takes, or null when any method may go on: the catch-alls (an
 * address no route claims: its 404 says more than a 405). Worked out once per build: React Router has matched
 * the address by the time middleware runs and hands over its pattern, so no request matches routes a second time
 * (matching all of the app's routes afresh was a tenth of a page's CPU, issue 37).
 */
function answeringPatterns(routes: BuiltRoutes): (pattern: string) => string[] | null {
  const all = Object.values(routes).filter((route) => route !== undefined);
  const byId = new Map(all.map((route) => [route.id, route]));
  const lineOf = (route: BuiltRoute): BuiltRoute[] => {
    const parent = route.parentId ? byId.get(route.parentId) : undefined;
    return parent ? [...lineOf(parent), route] : [route];
  };
  // The deepest route of a pattern is the one that answers it (an index under its layout).
  const answering = new Map<string, { depth: number; methods: string[] | null }>();
  for (const route of all) {
    const line = lineOf(route);
    const pattern = joinedPattern(line.map((each) => each.path));
    const known = answering.get(pattern);
    if (known && known.depth >= line.length) continue;
    const catchAll = route.path === "*" || route.path?.endsWith("/*");
    answering.set(pattern, { depth: line.length, methods: catchAll ? null : methodsOf(route.module) });
  }
  return (pattern) => answering.get(pattern)?.methods ?? null;
}

/** Each build's lookup, made on its first request (the dev server's may bring a new build with each). */
const lookups = new WeakMap<BuiltRoutes, ReturnType<typeof answeringPatterns>>();
export function methodsByPattern(routes: BuiltRoutes) {
  const known = lookups.get(routes) ?? answeringPatterns(routes);
  lookups.set(routes, known);
  return known;
}

const WRONG_METHOD = "This address does not take this method; the Allow header lists the ones it takes.";

/**
 * A method the address does not take is answered 405 with `Allow`, before any loader, action or sign-in check:
 * the API in its JSON shape, a page with a plain sentence. Runs after the language middleware, so it is said
 * in the asker's language.
 */
export const methodMiddleware: MiddlewareFunction<Response> = ({ request, context, pattern }, next) => {
  const allowed = context.get(requestInfoContext).methodsAt(pattern);
  if (!allowed || allowed.includes(request.method)) return next();
  const message = translateMessage(WRONG_METHOD);
  const response = new URL(request.url).pathname.toLowerCase().startsWith("/api/")
    ? jsonBody({ valid: false, message }, 405, request.headers.get("Accept-Encoding"))
    : new Response(message, { status: 405, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  response.headers.set("Allow", allowed.join(", "));
  return response;
};

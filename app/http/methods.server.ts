import { type DataRouteObject, type MiddlewareFunction, matchRoutes, type RouteObject } from "react-router";
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

const trees = new WeakMap<BuiltRoutes, RouteObject[]>();

function treeOf(routes: BuiltRoutes): RouteObject[] {
  const known = trees.get(routes);
  if (known) return known;
  const all = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): DataRouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) => ({ ...route, children: route.index ? undefined : childrenOf(route.id) }) as DataRouteObject);
  const tree = childrenOf(undefined);
  trees.set(routes, tree);
  return tree;
}

/**
 * The methods the route at `pathname` answers, or null when any method may go on: an address no route claims
 * (its 404 says more than a 405), and React Router's own data requests (`….data`), which are checked as the
 * page they belong to.
 */
export function methodsAt(routes: BuiltRoutes, pathname: string): string[] | null {
  const matches = matchRoutes(treeOf(routes), pathname.replace(/\.data$/, "")) ?? [];
  const leaf = matches.at(-1)?.route as BuiltRoute | undefined;
  if (!leaf || leaf.path === "*" || leaf.path?.endsWith("/*")) return null;
  return methodsOf(leaf.module);
}

const WRONG_METHOD = "This address does not take this method; the Allow header lists the ones it takes.";

/**
 * A method the address does not take is answered 405 with `Allow`, before any loader, action or sign-in check:
 * the API in its JSON shape, a page with a plain sentence. Runs after the language middleware, so it is said
 * in the asker's language.
 */
export const methodMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const allowed = context.get(requestInfoContext).methods;
  if (!allowed || allowed.includes(request.method)) return next();
  const message = translateMessage(WRONG_METHOD);
  const response = new URL(request.url).pathname.toLowerCase().startsWith("/api/")
    ? jsonBody({ valid: false, message }, 405, request.headers.get("Accept-Encoding"))
    : new Response(message, { status: 405, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  response.headers.set("Allow", allowed.join(", "));
  return response;
};

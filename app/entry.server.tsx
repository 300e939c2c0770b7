import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { NonceProvider } from "./components/nonce";
import { pageIsEnhanced } from "./components/page-scripts";
import { compressedBody } from "./http/compressed-body.server";
import { languageContext, requestInfoContext } from "./http/context.server";
import { i18nFor } from "./i18n/catalogues.server";
import { setPageTranslator } from "./i18n/page-translator";
import { requestTranslator } from "./i18n/request-language.server";

export const streamTimeout = 5_000;

// Page titles and descriptions are written while the request's language is known (the language middleware).
setPageTranslator(() => requestTranslator());

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const info = loadContext.get(requestInfoContext);
  const { matches } = routerContext.staticHandlerContext;
  const wantsScripts = pageIsEnhanced(matches.map((match) => routerContext.routeModules[match.route.id]?.handle));
  // A page without scripts carries no nonce, so nothing in it is only for this response: it may be served
  // again from the page cache (server/page-cache.ts) until the data changes.
  const nonce = wantsScripts ? info.nonce : undefined;

  // No page hydrates with React (decision 070: scripts, where a page has them, only enhance its HTML) and none
  // loads deferred data, so each is rendered whole, at once, without React's hydration markers: the cheapest way
  // React offers (issue 37), and the page goes out as one body, compressed in one call.
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(loadContext.get(languageContext))}>
      <NonceProvider value={nonce}>
        <ServerRouter context={withMatchedRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
      </NonceProvider>
    </I18nextProvider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!wantsScripts && responseStatusCode === 200) info.markReusable();
  const sent = compressedBody(
    Buffer.from(`<!DOCTYPE html>${html}`),
    request.headers.get("Accept-Encoding"),
    responseHeaders,
  );
  return new Response(sent, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * The renderer builds a route tree from the manifest it is given, on every request. A page renders only the
 * routes that matched it (and their layouts, which matched too), and its links and styles come from those routes,
 * so it is given those: a tree of three or four routes instead of the app's two hundred and more (issue 37).
 */
function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const matched = context.staticHandlerContext.matches.map((match) => match.route.id);
  const routes = Object.fromEntries(matched.map((id) => [id, context.manifest.routes[id]]));
  return { ...context, manifest: { ...context.manifest, routes } };
}

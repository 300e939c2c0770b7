import { sitemapXml } from "~/domain/site/seo.server";
import type { Route } from "./+types/sitemap";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(sitemapXml(new URL(request.url).origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

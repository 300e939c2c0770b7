import { config } from "~/config.server";
import { requestTranslator } from "~/i18n/request-language.server";
import type { Brand } from "./settings.server";

/**
 * Every absolute address the site gives out (canonical, og:url, og:image, JSON-LD, robots.txt, the sitemap)
 * starts with PUBLIC_URL, never with the request's Host: anyone can send `Host: evil.test`, and these
 * addresses are kept (the page cache, search engines, link previews) and shown to other people.
 */
const origin = () => config.PUBLIC_URL;

/**
 * The description search engines and link previews show: the teacher's tagline, or a plain sentence; then
 * whether doubt sessions are free, as the Site page says.
 */
export const siteDescription = (brand: Brand, t = requestTranslator()) =>
  [
    brand.tagline ||
      t("{{name}}: Maths and Science coaching for Classes 9 to 12, with regular tests and doubt sessions.", {
        name: brand.name,
      }),
    brand.doubtSessionsFree ? t("Doubt sessions with the teacher are free.") : "",
  ]
    .filter(Boolean)
    .join(" ");

/** schema.org's EducationalOrganization with the institute's contacts, for the landing page's JSON-LD. */
function organizationJsonLd(brand: Brand) {
  return {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: brand.name,
    url: `${origin()}/`,
    description: siteDescription(brand),
    email: brand.contactEmail,
    ...(brand.phone ? { telephone: brand.phone } : {}),
    ...(brand.address ? { address: brand.address } : {}),
    ...(brand.mapUrl ? { hasMap: brand.mapUrl } : {}),
    ...(brand.logo ? { logo: `${origin()}${brand.logo.src}` } : {}),
    ...(brand.social.length > 0 ? { sameAs: brand.social.map((link) => link.href) } : {}),
  };
}

/** What the landing page tells search engines and link previews about itself. */
export function landingSeo(brand: Brand) {
  return {
    brand: brand.name,
    description: siteDescription(brand),
    url: `${origin()}/`,
    image: brand.logo ? `${origin()}${brand.logo.src}` : null,
    // Escaped so that a "<" typed into the settings cannot end the script element.
    jsonLd: JSON.stringify(organizationJsonLd(brand)).replace(/</g, "\\u003c"),
  };
}

/** The pages a search engine may list; everything signed-in is left out (the teacher's area is marked noindex). */
export const PUBLIC_PATHS = ["/", "/register", "/slot", "/privacy", "/terms", "/careers"];

export function sitemapXml() {
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${origin()}${path}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const robotsTxt = () =>
  [
    "User-agent: *",
    "Disallow: /teacher",
    "Disallow: /files/",
    "Disallow: /api/",
    "",
    `Sitemap: ${origin()}/sitemap.xml`,
    "",
  ].join("\n");

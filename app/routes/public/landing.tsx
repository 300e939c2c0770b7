import { Gallery } from "~/components/landing/gallery";
import { Hero } from "~/components/landing/hero";
import { HoverWords } from "~/components/landing/hover-words";
import { Pricing } from "~/components/landing/pricing";
import { Programs } from "~/components/landing/programs";
import { Teacher } from "~/components/landing/teacher";
import { Toppers } from "~/components/landing/toppers";
import { WhyUs } from "~/components/landing/why-us";
import { PublicHeader } from "~/components/public-header";
import { readLandingPage } from "~/domain/site/landing.server";
import { landingSeo } from "~/domain/site/seo.server";
import { pageTranslate } from "~/i18n/page-translator";
import "~/styles/landing.css";
import type { Route } from "./+types/landing";

export const meta: Route.MetaFunction = ({ loaderData }) => {
  if (!loaderData) return [{ title: "Coaching Institute" }];
  const { brand, description, url } = loaderData.seo;
  const title = pageTranslate("{{brand}}: Maths and Science coaching, Classes 9 to 12", { brand });
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    ...(loaderData.seo.image ? [{ property: "og:image", content: loaderData.seo.image }] : []),
  ];
};

export async function loader() {
  const page = await readLandingPage();
  return { ...page, seo: landingSeo(page.brand) };
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { brand, hero, reasons, batches, batchCount, toppers, highlighted, plans, teacher, seo } = loaderData;
  return (
    <>
      <PublicHeader />
      <main id="main" className="page landing">
        <Hero hero={hero} />
        <Programs batches={batches} total={batchCount} />
        {toppers.length > 0 ? <Toppers toppers={toppers} highlighted={highlighted} /> : null}
        <WhyUs reasons={reasons} />
        <Pricing plans={plans} />
        {teacher ? <Teacher teacher={teacher} /> : null}
        <Gallery brand={brand.name} />
        <HoverWords brand={brand.name} />
      </main>
      {/* Data, not code: the browser never runs it, so the page's script policy does not apply. React would
          turn the JSON's quotes into entities, so it goes in as prepared text, with "<" escaped in the loader. */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON.stringify output with "<" escaped */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: seo.jsonLd }} />
    </>
  );
}

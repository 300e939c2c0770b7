import { Gallery } from "~/components/landing/gallery";
import { Hero } from "~/components/landing/hero";
import { HoverWords } from "~/components/landing/hover-words";
import { Pricing } from "~/components/landing/pricing";
import { Programs } from "~/components/landing/programs";
import { Teacher } from "~/components/landing/teacher";
import { Toppers } from "~/components/landing/toppers";
import { WhyUs } from "~/components/landing/why-us";
import { PublicHeader } from "~/components/public-header";
import { SiteFooter } from "~/components/site-footer";
import { publicPageData } from "~/http/public-page.server";
import "~/styles/landing.css";
import type { Route } from "./+types/landing";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.brand ?? "Coaching Institute"}: Maths and Science coaching, Classes 9 to 12` },
  { name: "description", content: "Offline Maths and Science coaching for Classes 9 to 12, with doubt sessions." },
];

export const loader = publicPageData;

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { brand, contactEmail } = loaderData;
  return (
    <>
      <PublicHeader brand={brand} />
      <main id="main" className="page landing">
        <Hero />
        <Programs />
        <Toppers />
        <WhyUs />
        <Pricing />
        <Teacher />
        <Gallery brand={brand} />
        <HoverWords brand={brand} />
      </main>
      <SiteFooter brand={brand} contactEmail={contactEmail} />
    </>
  );
}

import { pageMeta } from "~/components/page-meta";
import { PublicPage } from "~/components/public-page";
import { publicPageData } from "~/http/public-page.server";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () =>
  pageMeta("Privacy", "What we keep about you when you register or book a session, and why.");

export const loader = publicPageData;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { brand, contactEmail } = loaderData;
  return (
    <PublicPage title="Privacy">
      <p>
        {brand} keeps only what it needs to teach you and to run doubt sessions, on its own server. Nothing is sold, and
        there is no advertising or tracking on this site.
      </p>
      <h2>What we keep</h2>
      <ul>
        <li>When you register: your name, e-mail, batch and subjects, and your password as a one-way hash.</li>
        <li>When you book a doubt session: your e-mail, class, the doubt you describe and the time you chose.</li>
        <li>Your test marks and the teacher's remarks, which only you and the teacher can see.</li>
        <li>A short log of requests to the site (address, page and time), to keep it running and safe.</li>
      </ul>
      <h2>Cookies</h2>
      <p>
        One cookie keeps you signed in and another carries a message from one page to the next. Neither is used to
        follow you around the web.
      </p>
      <h2>Your data</h2>
      <p>
        To see, correct or delete what we hold about you, write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        . We answer within a week.
      </p>
    </PublicPage>
  );
}

import { pageMeta } from "~/components/page-meta";
import { PublicPage } from "~/components/public-page";
import { publicPageData } from "~/http/public-page.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/privacy";

export const meta: Route.MetaFunction = () =>
  pageMeta("Privacy", "What we keep about you when you register or book a session, and why.");

export const loader = publicPageData;

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { brand, contactEmail } = loaderData;
  const { t } = useTranslation("public");
  return (
    <PublicPage title={t("Privacy")}>
      <p>
        {t(
          "{{brand}} keeps only what it needs to teach you and to run doubt sessions, on its own server. Nothing is sold, and there is no advertising or tracking on this site.",
          { brand },
        )}
      </p>
      <h2>{t("What we keep")}</h2>
      <ul>
        <li>{t("When you register: your name, e-mail, batch and subjects, and your password as a one-way hash.")}</li>
        <li>
          {t("When you book a doubt session: your e-mail, class, the doubt you describe and the time you chose.")}
        </li>
        <li>{t("Your test marks and the teacher's remarks, which only you and the teacher can see.")}</li>
        <li>{t("A short log of requests to the site (address, page and time), to keep it running and safe.")}</li>
      </ul>
      <h2>{t("Cookies")}</h2>
      <p>
        {t(
          "One cookie keeps you signed in, another carries a message from one page to the next, and a third remembers the language you chose. None is used to follow you around the web.",
        )}
      </p>
      <h2>{t("Your data")}</h2>
      <p>
        {t("To see, correct or delete what we hold about you, write to us:")}{" "}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. {t("We answer within a week.")}
      </p>
    </PublicPage>
  );
}

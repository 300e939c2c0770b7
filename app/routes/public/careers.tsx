import { pageMeta } from "~/components/page-meta";
import { PublicPage } from "~/components/public-page";
import { publicPageData } from "~/http/public-page.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/careers";

export const meta: Route.MetaFunction = () =>
  pageMeta("Careers", "Teach with us: who we are looking for and how to apply.");

export const loader = publicPageData;

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { brand, contactEmail } = loaderData;
  const { t } = useTranslation("public");
  return (
    <PublicPage title={t("Careers")}>
      <p>
        {t(
          "{{brand}} is a small institute that grows one batch at a time. From time to time we look for people who enjoy explaining things clearly.",
          { brand },
        )}
      </p>
      <h2>{t("Who we look for")}</h2>
      <ul>
        <li>{t("Teachers of Maths, Physics, Chemistry or Biology for Classes 9 to 12.")}</li>
        <li>{t("Teaching assistants to check test papers and help in doubt sessions.")}</li>
      </ul>
      <h2>{t("How to apply")}</h2>
      <p>
        {t("Send a short note about yourself, the subjects and classes you teach, and your CV to")}{" "}
        <a href={`mailto:${contactEmail}`}>{contactEmail}</a>. {t("We reply to every application.")}
      </p>
    </PublicPage>
  );
}

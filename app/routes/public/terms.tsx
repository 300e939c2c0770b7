import { Trans } from "react-i18next";
import { Link } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { PublicPage } from "~/components/public-page";
import { publicPageData } from "~/http/public-page.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () => pageMeta("Terms", "The terms for using this website and its classes.");

export const loader = publicPageData;

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { brand, contactEmail } = loaderData;
  const { t } = useTranslation("public");
  return (
    <PublicPage title={t("Terms")}>
      <p>{t("By registering or booking a session with {{brand}} you agree to these terms.", { brand })}</p>
      <h2>{t("Courses and fees")}</h2>
      <p>
        <Trans t={t} i18nKey="Each batch's length, mode and timings are those on its card under <1>Our Batches</1>.">
          Each batch's length, mode and timings are those on its card under <Link to="/#batches">Our Batches</Link>.
        </Trans>{" "}
        <Trans
          t={t}
          i18nKey="Prices are those on our <1>pricing</1> list; test papers, content and bundles are not refundable, and answer keys for test papers cost extra."
        >
          Prices are those on our <Link to="/#pricing">pricing</Link> list; test papers, content and bundles are not
          refundable, and answer keys for test papers cost extra.
        </Trans>
      </p>
      <h2>{t("Doubt sessions")}</h2>
      <p>
        {t(
          "A booked slot is yours alone. If you cannot come, write to us before the session so that another student can have it.",
        )}
      </p>
      <h2>{t("Notes, videos and tests")}</h2>
      <p>
        {t(
          "Study material is for your own learning. Please do not share your account or pass the material on to others.",
        )}
      </p>
      <h2>{t("Questions")}</h2>
      <p>
        {t("Write to us:")} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
      </p>
    </PublicPage>
  );
}

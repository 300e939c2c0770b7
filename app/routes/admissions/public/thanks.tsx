import { Link } from "react-router";
import { pageMeta } from "~/components/page-meta";
import { PublicPage } from "~/components/public-page";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/thanks";

export const meta: Route.MetaFunction = () =>
  pageMeta("Thank you for your enquiry", "The institute has your enquiry and will call you soon.");

/** Where a sent enquiry lands: what happens next. */
export default function EnquiryThanks() {
  const { t } = useTranslation("admissions");
  return (
    <PublicPage title={t("Thank you for your enquiry")}>
      <p>{t("Thank you! We have your enquiry and will call you soon.")}</p>
      <p>
        <Link to="/">{t("Back to the home page")}</Link>
      </p>
    </PublicPage>
  );
}

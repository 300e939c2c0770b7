import { Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { BrandLink } from "./brand-link";
import { LanguageSwitch } from "./language-switch";

/**
 * The visitors' top bar, shared by the landing page, the booking form and the sign-in pages: one label for
 * each destination on every page (sign-in is 'Login' everywhere).
 */
export function PublicHeader() {
  const { t } = useTranslation();
  return (
    <header className="topbar">
      <BrandLink to="/" />
      <nav aria-label={t("Main")}>
        <ul className="nav-links">
          <li>
            <Link to="/#why-us">{t("Why us?")}</Link>
          </li>
          <li>
            <Link to="/#batches">{t("Our Batches")}</Link>
          </li>
          <li>
            <Link to="/#pricing">{t("Pricing")}</Link>
          </li>
          <li>
            <Link to="/signin">{t("Login")}</Link>
          </li>
        </ul>
      </nav>
      <LanguageSwitch />
      <Link to="/slot" className="button book-button">
        {t("Book a doubt session")}
      </Link>
    </header>
  );
}

import { Link } from "react-router";
import type { Brand } from "~/domain/site/settings.server";
import { useTranslation } from "~/i18n/use-translation";
import "~/styles/site-footer.css";
import { EmailText } from "./email-text";
import { LanguageSwitch } from "./language-switch";
import { useBrand } from "./use-brand";

const FOOTER_PAGES = [
  { to: "/enquire", label: "Enquire" },
  { to: "/privacy", label: "Privacy" },
  { to: "/terms", label: "Terms" },
  { to: "/careers", label: "Careers" },
];

type SocialName = Brand["social"][number]["name"];

// Simple outline drawings in currentColor, so they follow the link colour on hover and focus.
const ICONS: Record<SocialName, React.ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.5" />
    </>
  ),
  YouTube: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="4" />
      <path d="M10 9l5 3-5 3z" />
    </>
  ),
  WhatsApp: (
    <>
      <path d="M4 20l1.3-4A8.5 8.5 0 1 1 8 18.8z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1-.5-2.5-2-3-3l1-1-1-2z" />
    </>
  ),
  Facebook: (
    <path d="M14 21v-7h2.5l.5-3h-3V9c0-1 .4-1.5 1.5-1.5H17V5a13 13 0 0 0-2-.2c-2.3 0-3.8 1.4-3.8 4V11H9v3h2.2v7" />
  ),
};

/**
 * Every page's footer: the institute's contacts, the social profiles it has set (only those), and the
 * Privacy, Terms and Careers pages. It reads the brand from the root loader, so no page passes it along.
 */
export function SiteFooter() {
  const brand = useBrand();
  const { t } = useTranslation();
  if (!brand) return null;
  return (
    <footer className="site-footer">
      <div className="page site-footer-inner">
        <div className="site-footer-contact">
          <p className="site-footer-brand" translate="no">
            {brand.name}
          </p>
          <p>
            {t("Write to us at")}{" "}
            <a href={`mailto:${brand.contactEmail}`}>
              <EmailText email={brand.contactEmail} />
            </a>
          </p>
          {brand.phone ? (
            <p>
              {t("Call")} <a href={`tel:${brand.phone.replace(/[\s-]/g, "")}`}>{brand.phone}</a>
            </p>
          ) : null}
          {brand.address ? (
            <p>
              <span translate="no">{brand.address}</span>
              {brand.mapUrl ? (
                <>
                  {" "}
                  (<a href={brand.mapUrl}>{t("map")}</a>)
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        {brand.social.length > 0 ? (
          <ul className="social-links">
            {brand.social.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  <span className="visually-hidden">{link.name}</span>
                  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                    {ICONS[link.name]}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <nav aria-label={t("Footer")}>
          <ul className="footer-links">
            {FOOTER_PAGES.map((page) => (
              <li key={page.to}>
                <Link to={page.to}>{t(page.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitch />
      </div>
    </footer>
  );
}

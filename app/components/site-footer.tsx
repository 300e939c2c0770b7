import { Link } from "react-router";
import "~/styles/site-footer.css";

// The institute's profiles; set them to its own pages. Each opens in a new tab.
const SOCIAL_LINKS = [
  { name: "Instagram", href: "https://www.instagram.com/" },
  { name: "YouTube", href: "https://www.youtube.com/" },
  { name: "WhatsApp", href: "https://wa.me/" },
] as const;

const FOOTER_PAGES = ["Privacy", "Terms", "Careers"];

type SocialName = (typeof SOCIAL_LINKS)[number]["name"];

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
};

/** The visitors' footer: contact e-mail, social profiles and the Privacy, Terms and Careers pages. */
export function SiteFooter({ brand, contactEmail }: { brand: string; contactEmail: string }) {
  return (
    <footer className="site-footer">
      <div className="page site-footer-inner">
        <div>
          <p className="site-footer-brand">{brand}</p>
          <p>
            Write to us at <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </p>
        </div>
        <ul className="social-links">
          {SOCIAL_LINKS.map((link) => (
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
        <nav aria-label="Footer">
          <ul className="footer-links">
            {FOOTER_PAGES.map((page) => (
              <li key={page}>
                <Link to={`/${page.toLowerCase()}`}>{page}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

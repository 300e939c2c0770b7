import { Link } from "react-router";
import { BrandLink } from "./brand-link";
import { LanguageSwitch } from "./language-switch";

/**
 * The visitors' top bar, shared by the landing page, the booking form and the sign-in pages: one label for
 * each destination on every page (sign-in is 'Login' everywhere, issue 20).
 */
export function PublicHeader() {
  return (
    <header className="topbar">
      <BrandLink to="/" />
      <nav aria-label="Main">
        <ul className="nav-links">
          <li>
            <Link to="/#why-us">Why us?</Link>
          </li>
          <li>
            <Link to="/#batches">Our Batches</Link>
          </li>
          <li>
            <Link to="/#pricing">Pricing</Link>
          </li>
          <li>
            <Link to="/signin">Login</Link>
          </li>
        </ul>
      </nav>
      <LanguageSwitch />
      <Link to="/slot" className="button book-button">
        Book a doubt session
      </Link>
    </header>
  );
}

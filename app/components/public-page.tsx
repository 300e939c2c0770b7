import { PublicHeader } from "~/components/public-header";
import { SiteFooter } from "~/components/site-footer";

type Props = { brand: string; contactEmail: string; title: string; children: React.ReactNode };

/** A short page for visitors (privacy, terms, careers): the top bar, a title, plain text, the footer. */
export function PublicPage({ brand, contactEmail, title, children }: Props) {
  return (
    <>
      <PublicHeader brand={brand} />
      <main id="main" className="page narrow">
        <h1>{title}</h1>
        {children}
      </main>
      <SiteFooter brand={brand} contactEmail={contactEmail} />
    </>
  );
}

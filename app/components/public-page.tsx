import { PublicHeader } from "~/components/public-header";

type Props = { title: string; children: React.ReactNode };

/** A short page for visitors (privacy, terms, careers): the top bar, a title, plain text; the root adds the footer. */
export function PublicPage({ title, children }: Props) {
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>{title}</h1>
        {children}
      </main>
    </>
  );
}

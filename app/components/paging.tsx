import { Form, Link } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Spaced } from "./spaced";

/** The pieces of a paged list whose search and page live in the address, so they work without JavaScript. */

type Facts = { total: number; page: number; pages: number };

/** An address for a list's page: empty choices and first pages are left out, to keep links short. */
export function listHref(
  path: string,
  choices: Record<string, string | number | undefined>,
  pageNames: readonly string[] = ["page"],
) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(choices)) {
    const isDefault = value === undefined || value === "" || (value === 1 && pageNames.includes(name));
    if (!isDefault) query.set(name, String(value));
  }
  return query.size > 0 ? `${path}?${query}` : path;
}

/** A GET form with the list's search box (`q`), kept as typed; `children` are further choices. */
export function SearchForm({ label, q, children }: { label: string; q: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="actions search-form">
      <Spaced>
        <div className="field">
          <label htmlFor="q">{label}</label>
          <input id="q" name="q" type="search" defaultValue={q} />
        </div>
        {children}
        <button type="submit" className="button">
          {t("Search")}
        </button>
      </Spaced>
    </Form>
  );
}

/** "12 batches · page 1 of 2": `one` and `many` are the caller's words, already in the page's language. */
export function PageCount({ facts, one, many }: { facts: Facts; one: string; many: string }) {
  const { t } = useTranslation();
  const what = facts.total === 1 ? one : many;
  return <p className="muted">{t("{{total}} {{what}} · page {{page}} of {{pages}}", { ...facts, what })}</p>;
}

type PageLinksProps = {
  facts: Facts;
  href: (page: number) => string;
  /** Where one page holds two lists, each says what it pages (e.g. 'Newer weeks', 'Older weeks'). */
  words?: { label: string; previous: string; next: string };
};

const PAGES = { label: "Pages", previous: "Previous page", next: "Next page" };

/** 'Previous page' and 'Next page', where there is one. */
export function PageLinks({ facts, href, words = PAGES }: PageLinksProps) {
  const { t } = useTranslation();
  if (facts.pages === 1) return null;
  return (
    <nav className="actions" aria-label={t(words.label)}>
      <Spaced>
        {facts.page > 1 ? <Link to={href(facts.page - 1)}>← {t(words.previous)}</Link> : null}
        {facts.page < facts.pages ? <Link to={href(facts.page + 1)}>{t(words.next)} →</Link> : null}
      </Spaced>
    </nav>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import type { ListSearch } from "~/schemas/paging";
import { PageCount, SearchForm } from "./paging";

type Props = { search: ListSearch; facts: { total: number; page: number; pages: number }; label: string };

/** The name search over a list of batches, shown once they fill more than a page (or a search is on). */
export function BatchSearch({ search, facts, label }: Props) {
  const { t } = useTranslation();
  if (facts.pages === 1 && search.q === "") return null;
  return (
    <>
      <SearchForm label={label} q={search.q} />
      <PageCount facts={facts} one={t("batch")} many={t("batches")} />
    </>
  );
}

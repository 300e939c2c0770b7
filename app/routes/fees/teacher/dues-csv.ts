import { listDues } from "~/domain/fees/dues.server";
import { duesCsv } from "~/domain/fees/dues-csv.server";
import { requireTeacher } from "~/http/guards.server";
import { duesSearchSchema } from "~/schemas/fees";
import { readListSearch } from "~/schemas/paging";
import { csvDownload } from "../../+shared/csv-download";
import type { Route } from "./+types/dues-csv";

/** 'Download CSV' on the dues list: the same rows as the page, every page of them, in the same order. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const search = readListSearch(duesSearchSchema, new URL(request.url).searchParams);
  const dues = await listDues(teacher, { ...search, all: true });
  return csvDownload({ filename: `dues-${dues.today}.csv`, csv: await duesCsv(dues.dues) });
}

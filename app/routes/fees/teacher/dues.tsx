import { Form, Link } from "react-router";
import { listHref, PageCount, PageLinks } from "~/components/paging";
import { Spaced } from "~/components/spaced";
import { listDues } from "~/domain/fees/dues.server";
import { feeBatches } from "~/domain/fees/plans.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { useTranslation } from "~/i18n/use-translation";
import { duesSearchSchema } from "~/schemas/fees";
import { readListSearch } from "~/schemas/paging";
import { feeWriter } from "../+shared/fee-view.server";
import type { Route } from "./+types/dues";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Dues" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const search = readListSearch(duesSearchSchema, new URL(request.url).searchParams);
  const [list, batches] = await Promise.all([listDues(teacher, search), feeBatches(teacher)]);
  const write = feeWriter(languageFrom(context));
  const { dues, totals, ...pages } = list;
  return {
    ...pages,
    title: translatorOf(context, "fees")("Dues"),
    dues: dues.map((row) => ({
      studentId: row.studentId,
      name: row.name,
      guardian: row.guardian,
      batchName: row.batchName,
      daysOverdue: write.number(row.daysOverdue),
      overdue: write.money(row.overduePaise),
      dueSoon: write.money(row.dueSoonPaise),
    })),
    totals: { overdue: write.money(totals.overduePaise), dueSoon: write.money(totals.dueSoonPaise) },
    batches,
    batch: search.batch,
  };
}

/** The guardian's name and mobile, with 'Call' and 'WhatsApp' (a short reminder in their language) to reach them. */
function GuardianToCall({ guardian }: { guardian: { name: string; mobile: string; whatsappLink: string } | null }) {
  const { t } = useTranslation("fees");
  if (!guardian) return <span className="muted">{t("No guardian")}</span>;
  return (
    <>
      <span translate="no">{guardian.name}</span>, {guardian.mobile}
      <div className="actions">
        <Spaced>
          <a
            href={`tel:${guardian.mobile}`}
            className="button button-quiet"
            aria-label={t("Call {{name}}", { name: guardian.name })}
          >
            {t("Call")}
          </a>
          <a
            href={guardian.whatsappLink}
            className="button button-quiet"
            target="_blank"
            rel="noreferrer"
            aria-label={t("WhatsApp {{name}}", { name: guardian.name })}
          >
            {t("WhatsApp")}
          </a>
        </Spaced>
      </div>
    </>
  );
}

/** Everyone with something overdue or due in the next 7 days, most days overdue first. */
export default function Dues({ loaderData }: Route.ComponentProps) {
  const { dues, totals, batches, batch } = loaderData;
  const href = (page: number) => listHref("/teacher/fees/dues", { batch, page });
  const { t } = useTranslation("fees");
  const heads = {
    student: t("Student"),
    guardian: t("Guardian"),
    batch: t("Batch"),
    daysOverdue: t("Days overdue"),
    overdue: t("Overdue"),
    dueSoon: t("Due in 7 days"),
  };
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher/fees">← {t("Fees")}</Link>
      </p>
      <h1>{t("Dues")}</h1>
      <Form method="get" className="actions search-form">
        <Spaced>
          <div className="field">
            <label htmlFor="batch">{t("Batch")}</label>
            <select id="batch" name="batch" defaultValue={batch ?? ""}>
              <option value="">{t("Every batch")}</option>
              {batches.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button">
            {t("Show")}
          </button>
        </Spaced>
      </Form>
      <p>
        {t("Overdue:")} <strong>{totals.overdue}</strong> · {t("Due in the next 7 days:")}{" "}
        <strong>{totals.dueSoon}</strong>
      </p>
      <p>
        <a href={listHref("/teacher/fees/dues.csv", { batch })} download>
          {t("Download CSV")}
        </a>
      </p>
      <PageCount facts={loaderData} one={t("student")} many={t("students")} />
      {dues.length === 0 ? (
        <p className="empty">{t("Nobody owes anything overdue or due in the next 7 days")}</p>
      ) : null}
      {dues.length > 0 ? (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{heads.student}</th>
                <th scope="col">{heads.guardian}</th>
                <th scope="col">{heads.batch}</th>
                <th scope="col">{heads.daysOverdue}</th>
                <th scope="col">{heads.overdue}</th>
                <th scope="col">{heads.dueSoon}</th>
              </tr>
            </thead>
            <tbody>
              {dues.map((row) => (
                <tr key={row.studentId}>
                  <th scope="row">
                    <Link to={`/teacher/students/${row.studentId}`} translate="no">
                      {row.name}
                    </Link>
                  </th>
                  <td data-label={heads.guardian}>
                    <GuardianToCall guardian={row.guardian} />
                  </td>
                  <td data-label={heads.batch} translate="no">
                    {row.batchName}
                  </td>
                  <td data-label={heads.daysOverdue}>{row.daysOverdue}</td>
                  <td data-label={heads.overdue}>{row.overdue}</td>
                  <td data-label={heads.dueSoon}>{row.dueSoon}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <PageLinks facts={loaderData} href={href} />
    </main>
  );
}

import { data, Form, Link } from "react-router";
import { FormError } from "~/components/form-parts";
import { monthGrid } from "~/domain/attendance/reports.server";
import { formatIsoDay, formatMonth } from "~/domain/core/format.server";
import { today } from "~/domain/timetable/classes.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { readValue } from "~/http/values.server";
import { useTranslation } from "~/i18n/use-translation";
import { monthSchema } from "~/schemas/classroom";
import "~/styles/classroom.css";
import type { Route } from "./+types/attendance-month";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.monthShown ?? "" }];

/**
 * The month comes from `?month=YYYY-MM` (a plain form), this month when left out. A month that is not one
 * (2026-13, 9999-12) is answered 400: this month's grid under the form, which keeps what was typed and says why.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const typed = new URL(request.url).searchParams.get("month") ?? undefined;
  const parsed = readValue(monthSchema, { month: typed });
  const month = parsed.value?.month || today().slice(0, 7);
  const grid = await readForPage(() => monthGrid(teacher, idParam(params.batchId), month));
  const language = languageFrom(context);
  const page = {
    ...grid,
    monthShown: formatMonth(grid.month, language),
    // A column is headed by the day of the month; its full date is its title.
    columns: grid.dates.map((date) => ({ date, number: Number(date.slice(8)), day: formatIsoDay(date, language) })),
    typed: parsed.problems ? (typed ?? "") : month,
    monthError: parsed.problems?.[0] ?? null,
  };
  return parsed.problems ? data(page, { status: 400 }) : page;
}

/** A batch's month: students × dates with a register, each cell the day's marks, with totals. */
export default function AttendanceMonth({ loaderData }: Route.ComponentProps) {
  const { batch, month, monthShown, columns, dates, rows, presentOn, typed, monthError } = loaderData;
  const { t } = useTranslation("classroom");
  const base = `/teacher/course/${batch.id}`;
  return (
    <main id="main" className="page">
      <p>
        <Link to={`${base}/attendance`}>
          ← {t("Take attendance")}: {batch.name}
        </Link>
      </p>
      <h1>
        {t("Attendance")}: {monthShown}
      </h1>
      <Form method="get" className="inline-form">
        <label htmlFor="month">{t("Month")}</label>
        <input
          id="month"
          name="month"
          type="month"
          defaultValue={typed}
          aria-invalid={monthError ? true : undefined}
          aria-describedby={monthError ? "month-error" : undefined}
        />
        <button type="submit" className="button button-quiet">
          {t("Show")}
        </button>
      </Form>
      <FormError id="month-error" errors={monthError ? [monthError] : undefined} />
      <p>
        <a href={`${base}/attendance/${month}.csv`} className="button button-quiet" download>
          {t("Download CSV")}
        </a>
      </p>
      <p className="muted">{t("P present, A absent, L late; two letters for two classes on a day.")}</p>
      {dates.length === 0 ? (
        <p className="empty">{t("No attendance taken in {{month}}.", { month: monthShown })}</p>
      ) : (
        <div className="table-scroll">
          <table className="table grid-table">
            <thead>
              <tr>
                <th scope="col">{t("Student")}</th>
                {columns.map((column) => (
                  <th key={column.date} scope="col" title={column.day}>
                    {column.number}
                  </th>
                ))}
                <th scope="col">{t("Absent")}</th>
                <th scope="col">%</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    {row.rollNo ? `${row.rollNo}. ` : ""}
                    {row.name}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={dates[index]} className={cell.includes("A") ? "grid-absent" : undefined}>
                      {cell}
                    </td>
                  ))}
                  <td>{row.absent}</td>
                  <td>{row.percent ?? "–"}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t("Present")}</th>
                {presentOn.map((count, index) => (
                  <td key={dates[index]}>{count}</td>
                ))}
                <td />
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </main>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import type { SheetRow } from "~/domain/marks/sheet-row";
import { enhanceData } from "~/enhance/contract";
import { useTranslation } from "~/i18n/use-translation";
import { FormError, SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";
import { pluralWords } from "./plural-words";
import { Spaced } from "./spaced";

type Props = {
  rows: SheetRow[];
  maxMarks: number;
  submitLabel: "Save Results" | "Save Changes";
  lastResult?: SubmissionResult<string[]>;
};

type Values = { marks?: string; absent?: string; remark?: string };

/**
 * What each row shows: the values sent back with a refused sheet (kept as typed), else the saved ones.
 * Conform's reply carries them as `initialValue.results` and the problems as `error["results[i].field"]`.
 */
function sheetLines(rows: SheetRow[], lastResult?: SubmissionResult<string[]>) {
  const sent = (lastResult?.initialValue as { results?: Values[] } | undefined)?.results;
  const errors = lastResult?.error ?? {};
  return rows.map((row, index) => {
    const back = sent?.[index];
    const problems = ["marks", "student_id", "remark"].flatMap((field) => errors[`results[${index}].${field}`] ?? []);
    return {
      row,
      index,
      marks: back ? (back.marks ?? "") : row.marks,
      absent: back ? back.absent === "on" : row.absent,
      remark: back ? (back.remark ?? "") : row.remark,
      problems,
    };
  });
}

/**
 * The whole batch's marks in one form, every student a row on the page in roll-number order. Tab goes
 * marks → absent → remark → next student. A sheet with bad rows comes back with every value as typed,
 * the message at each bad row, and a list at the top linking to them. The rows are plain inputs rather
 * than Conform fields: Conform's per-field metadata made a sheet of 200 students take seconds to render.
 * With JavaScript (app/enhance/marks-sheet.ts) Enter moves down the marks instead of sending the sheet, and the
 * count of rows not entered follows the typing.
 */
export function MarksForm({ rows, maxMarks, submitLabel, lastResult }: Props) {
  const lines = sheetLines(rows, lastResult);
  const notEntered = lines.filter((line) => line.marks.trim() === "" && !line.absent).length;
  const bad = lines.filter((line) => line.problems.length > 0);
  const formErrors = lastResult?.error?.[""] ?? undefined;
  const { t, i18n } = useTranslation("teacher");
  const notEnteredKey = "{{count}} rows are not entered (no mark, not absent): they are not saved.";
  const rowName = (student: SheetRow) =>
    student.rollNo === null
      ? student.studentName
      : t("Roll {{roll}}, {{name}}", { roll: student.rollNo, name: student.studentName });

  return (
    <Form method="post" noValidate className="stack" {...enhanceData({ marksSheet: "" })}>
      <FormToken />
      <FormError errors={formErrors} />
      {bad.length > 0 ? (
        <nav aria-labelledby="rows-to-fix" className="notice">
          <p id="rows-to-fix">
            <strong>{t("Rows to fix")}</strong> {t("(nothing was saved):")}
          </p>
          <ul>
            {bad.map(({ row, problems }) => (
              <li key={row.studentId}>
                <a href={`#row-${row.studentId}`}>
                  {rowName(row)}: {problems.join(". ")}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <table className="table marks-table">
        <thead>
          <tr>
            <th scope="col">{t("Roll")}</th>
            <th scope="col">{t("Student")}</th>
            <th scope="col">{t("Marks (out of {{max}})", { max: maxMarks })}</th>
            <th scope="col">{t("Absent")}</th>
            <th scope="col">{t("Remark (optional)")}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ row, index, marks, absent, remark, problems }) => {
            const name = row.studentName;
            const field = `results[${index}]`;
            return (
              <tr key={row.studentId} id={`row-${row.studentId}`} aria-invalid={problems.length > 0 || undefined}>
                <td className="roll">{row.rollNo ?? "–"}</td>
                <th scope="row" className="student">
                  <input type="hidden" name={`${field}.student_id`} value={row.studentId} />
                  {name}
                </th>
                <td className="marks">
                  <input
                    type="text"
                    name={`${field}.marks`}
                    defaultValue={marks}
                    inputMode="decimal"
                    autoComplete="off"
                    className="marks-input"
                    aria-label={t("Marks for {{name}}", { name })}
                    aria-invalid={problems.length > 0 || undefined}
                    aria-describedby={problems.length > 0 ? `${field}-error` : undefined}
                  />
                  <p id={`${field}-error`} className="field-error">
                    {problems.join(". ")}
                  </p>
                </td>
                <td className="absent">
                  <label className="check">
                    <input
                      type="checkbox"
                      name={`${field}.absent`}
                      defaultChecked={absent}
                      aria-label={t("Absent: {{name}}", { name })}
                    />
                    <span aria-hidden="true">{t("Absent")}</span>
                  </label>
                </td>
                <td className="remark" data-label={t("Remark (optional)")}>
                  <input
                    type="text"
                    name={`${field}.remark`}
                    defaultValue={remark}
                    aria-label={t("Remark for {{name}}", { name })}
                    maxLength={500}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* Spoken as it changes; not role="status", which the page's toasts hold. */}
      <p
        aria-live="polite"
        {...enhanceData({ notEntered: "", allEntered: t("Every row is entered.") })}
        {...pluralWords(t, i18n.language, notEnteredKey)}
      >
        {notEntered === 0 ? t("Every row is entered.") : t(notEnteredKey, { count: notEntered })}
      </p>
      <div className="actions">
        <Spaced>
          {/* First in the form: what Enter submits without JavaScript. */}
          <SubmitButton name="intent" value="check" className="button button-quiet">
            {t("Check marks")}
          </SubmitButton>
          <SubmitButton name="intent" value="save">
            {t(submitLabel)}
          </SubmitButton>
        </Spaced>
      </div>
    </Form>
  );
}

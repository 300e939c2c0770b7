import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { KeyboardEvent } from "react";
import { Form } from "react-router";
import { FormError, SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";

/** A row of the sheet as the form starts it: the mark box's text (empty when not entered), Absent, remark. */
export type SheetRow = {
  student_id: number;
  student_name: string;
  roll_no: number | null;
  marks: string;
  absent: boolean;
  remark: string;
};

type Props = {
  rows: SheetRow[];
  maxMarks: number;
  submitLabel: "Save Results" | "Save Changes";
  lastResult?: SubmissionResult<string[]>;
  /** Changes when a CSV import refills the sheet, so the form starts again from the imported values. */
  version: string;
};

/**
 * With JavaScript, Enter never sends the sheet: in a mark box it moves to the next student's mark. Without
 * JavaScript, Enter sends the form through its first button, 'Check marks', which saves nothing.
 */
function enterMovesDown(event: KeyboardEvent<HTMLFormElement>) {
  const input = event.target;
  if (event.key !== "Enter" || !(input instanceof HTMLInputElement)) return;
  event.preventDefault();
  const marks = [...event.currentTarget.querySelectorAll<HTMLInputElement>("input.marks-input")];
  const next = marks[marks.indexOf(input) + 1];
  next?.focus();
  next?.select();
}

/**
 * The whole batch's marks in one form, every student a row on the page in roll-number order. Tab goes
 * marks → absent → remark → next student. A sheet with bad rows comes back with every value as typed,
 * the message at each bad row, and a list at the top linking to them.
 */
export function MarksForm({ rows, maxMarks, submitLabel, lastResult, version }: Props) {
  const [form, fields] = useForm<{
    results: { student_id: number; marks: string; absent: string; remark: string }[];
  }>({
    id: `marks-${version}`,
    lastResult,
    shouldRevalidate: "onSubmit",
    defaultValue: {
      results: rows.map((row) => ({
        student_id: row.student_id,
        marks: row.marks,
        absent: row.absent ? "on" : undefined,
        remark: row.remark,
      })),
    },
  });
  const students = new Map(rows.map((row) => [String(row.student_id), row]));
  const sheet = fields.results.getFieldList().map((rowField) => {
    const row = rowField.getFieldset();
    const student = students.get(String(row.student_id.initialValue));
    const problems = [...(row.marks.errors ?? []), ...(row.student_id.errors ?? []), ...(row.remark.errors ?? [])];
    const entered = Boolean(String(row.marks.value ?? "").trim()) || Boolean(row.absent.value);
    return { rowField, row, student, problems, entered };
  });
  const notEntered = sheet.filter((line) => !line.entered).length;
  const bad = sheet.filter((line) => line.problems.length > 0);

  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} onKeyDown={enterMovesDown} noValidate className="stack">
      <FormToken />
      <FormError id={form.errorId} errors={form.errors} />
      {bad.length > 0 ? (
        <nav aria-labelledby="rows-to-fix" className="notice">
          <p id="rows-to-fix">
            <strong>Rows to fix</strong> (nothing was saved):
          </p>
          <ul>
            {bad.map(({ student, problems, row }) => (
              <li key={String(row.student_id.initialValue)}>
                <a href={`#row-${row.student_id.initialValue}`}>
                  {student ? rowName(student) : "A student"}: {problems.join(". ")}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <table className="table marks-table">
        <thead>
          <tr>
            <th scope="col">Roll</th>
            <th scope="col">Student</th>
            <th scope="col">Marks (out of {maxMarks})</th>
            <th scope="col">Absent</th>
            <th scope="col">Remark (optional)</th>
          </tr>
        </thead>
        <tbody>
          {sheet.map(({ rowField, row, student, problems }) => {
            const name = student?.student_name ?? "Student";
            const { key: marksKey, ...marksProps } = getInputProps(row.marks, { type: "text" });
            const { key: boxKey, ...boxProps } = getInputProps(row.absent, { type: "checkbox" });
            const { key: remarkKey, ...remarkProps } = getInputProps(row.remark, { type: "text" });
            return (
              <tr
                key={rowField.key}
                id={`row-${row.student_id.initialValue}`}
                aria-invalid={problems.length > 0 || undefined}
              >
                <td className="roll">{student?.roll_no ?? "–"}</td>
                <th scope="row" className="student">
                  <input {...getInputProps(row.student_id, { type: "hidden" })} key={row.student_id.key} />
                  {name}
                </th>
                <td className="marks">
                  <input
                    key={marksKey}
                    {...marksProps}
                    inputMode="decimal"
                    autoComplete="off"
                    className="marks-input"
                    aria-label={`Marks for ${name}`}
                  />
                  <p id={row.marks.errorId} className="field-error">
                    {problems.join(". ")}
                  </p>
                </td>
                <td className="absent">
                  <label className="check">
                    <input key={boxKey} {...boxProps} aria-label={`Absent: ${name}`} />
                    <span aria-hidden="true">Absent</span>
                  </label>
                </td>
                <td className="remark">
                  <input key={remarkKey} {...remarkProps} aria-label={`Remark for ${name}`} maxLength={500} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* Spoken as it changes; not role="status", which the page's toasts hold. */}
      <p aria-live="polite">
        {notEntered === 0
          ? "Every row is entered."
          : `${notEntered} ${notEntered === 1 ? "row is" : "rows are"} not entered (no mark, not absent): ${notEntered === 1 ? "it is" : "they are"} not saved.`}
      </p>
      <div className="actions">
        {/* First in the form: what Enter submits without JavaScript. */}
        <SubmitButton name="intent" value="check" className="button button-quiet">
          Check marks
        </SubmitButton>
        <SubmitButton name="intent" value="save">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

const rowName = (student: SheetRow) =>
  student.roll_no === null ? student.student_name : `Roll ${student.roll_no}, ${student.student_name}`;

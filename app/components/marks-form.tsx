import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { FormEvent } from "react";
import { Form } from "react-router";
import { FormToken } from "~/components/form-token";
import { FormError, SubmitButton } from "./form-parts";

export type SheetRow = {
  student_id: number;
  student_name: string;
  student_email: string;
  marks: number;
  attempted: boolean;
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

/** With JavaScript, typing a mark ticks the row's Attempted box; without it, the teacher ticks it. */
function tickAttempted(event: FormEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const box = input.form?.elements.namedItem(input.name.replace(/marks$/, "attempted"));
  if (box instanceof HTMLInputElement && input.value.trim() !== "") box.checked = true;
}

/**
 * The whole batch's marks in one form and one submit. Tab goes marks → attempted → remark → next
 * student. A wrong row brings the form back with every value as typed and the message at that row.
 */
export function MarksForm({ rows, maxMarks, submitLabel, lastResult, version }: Props) {
  const [form, fields] = useForm<{
    results: { student_id: number; marks: string; attempted: string; remark: string }[];
  }>({
    id: `marks-${version}`,
    lastResult,
    defaultValue: {
      results: rows.map((row) => ({
        student_id: row.student_id,
        marks: String(row.marks),
        attempted: row.attempted ? "on" : undefined,
        remark: row.remark,
      })),
    },
  });
  const names = new Map(rows.map((row) => [String(row.student_id), row]));

  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
      <FormToken />
      <input type="hidden" name="intent" value="save" />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="results-scroll">
        <table className="table marks-table">
          <thead>
            <tr>
              <th scope="col">Student</th>
              <th scope="col">Marks (out of {maxMarks})</th>
              <th scope="col">Attempted</th>
              <th scope="col">Remark (optional)</th>
            </tr>
          </thead>
          <tbody>
            {fields.results.getFieldList().map((rowField) => {
              const row = rowField.getFieldset();
              const student = names.get(String(row.student_id.initialValue));
              const name = student?.student_name ?? "Student";
              const problems = [...(row.marks.errors ?? []), ...(row.student_id.errors ?? [])];
              const { key: marksKey, ...marksProps } = getInputProps(row.marks, { type: "text" });
              const { key: boxKey, ...boxProps } = getInputProps(row.attempted, { type: "checkbox" });
              const { key: remarkKey, ...remarkProps } = getInputProps(row.remark, { type: "text" });
              return (
                <tr key={rowField.key} aria-invalid={problems.length > 0 || undefined}>
                  <td>
                    <input {...getInputProps(row.student_id, { type: "hidden" })} key={row.student_id.key} />
                    <strong>{name}</strong>
                    <br />
                    <small className="muted">{student?.student_email}</small>
                  </td>
                  <td>
                    <input
                      key={marksKey}
                      {...marksProps}
                      inputMode="decimal"
                      autoComplete="off"
                      className="marks-input"
                      aria-label={`Marks for ${name}`}
                      onInput={tickAttempted}
                    />
                    <p id={row.marks.errorId} className="field-error">
                      {problems.join(". ")}
                    </p>
                  </td>
                  <td>
                    <label className="check">
                      <input key={boxKey} {...boxProps} aria-label={`Attempted: ${name}`} />
                      <span aria-hidden="true">Attempted</span>
                    </label>
                  </td>
                  <td>
                    <input key={remarkKey} {...remarkProps} aria-label={`Remark for ${name}`} maxLength={500} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
}

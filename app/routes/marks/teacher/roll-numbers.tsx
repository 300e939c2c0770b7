import { getInputProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { rollNumberRows, setRollNumbers } from "~/domain/marks/roll-numbers.server";
import { listSubjectTests } from "~/domain/marks/tests.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { rollNumbersSchema } from "~/schemas/marks";
import type { Route } from "./+types/roll-numbers";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Roll numbers") }];

/** The roll numbers of the students on this subject's marks sheets, in roll-number order. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() => listSubjectTests(teacher, idParam(params.batchId), idParam(params.subjectId)));
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const back = idPath`/teacher/test/${params.batchId}/${params.subjectId}`;
  // The form has a row per student of the batch, and the reader refuses any row number beyond them.
  const rows = await rollNumberRows(teacher, batchId);
  return handleForm(await readFormData(request, rows), rollNumbersSchema, async (value) => {
    const { message } = await setRollNumbers(teacher, batchId, value.students);
    return redirectWithToast(context, back, "success", message);
  });
}

export default function RollNumbers({ loaderData, actionData }: Route.ComponentProps) {
  const { batchId, subjectId, batchName, subjectName, students } = loaderData;
  const [form, fields] = useForm<{ students: { student_id: number; roll_no: string }[] }>({
    id: "roll-numbers",
    lastResult: actionData,
    defaultValue: {
      students: students.map((student) => ({ student_id: student.id, roll_no: String(student.rollNo ?? "") })),
    },
  });
  const { t } = useTranslation("teacher");
  const rollHead = t("Roll number");
  const names = new Map(students.map((student) => [String(student.id), student.name]));
  return (
    <main id="main" className="page">
      <p>
        <Link to={`/teacher/test/${batchId}/${subjectId}`}>
          ← {t("Tests Overview: {{subject}}", { subject: subjectName })}
        </Link>
      </p>
      <h1>{t("Roll numbers: {{batch}}", { batch: batchName })}</h1>
      <p className="muted">
        {t(
          "Given in order of registration; each number belongs to one student of the batch. Marks sheets, results and CSV files follow this order.",
        )}
      </p>
      {students.length === 0 ? (
        <p className="empty">{t("No students have registered for {{subject}} yet.", { subject: subjectName })}</p>
      ) : (
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t("Student")}</th>
                <th scope="col">{rollHead}</th>
              </tr>
            </thead>
            <tbody>
              {fields.students.getFieldList().map((rowField) => {
                const row = rowField.getFieldset();
                const name = names.get(String(row.student_id.initialValue)) ?? t("Student");
                const { key, ...rollProps } = getInputProps(row.roll_no, { type: "text" });
                return (
                  <tr key={rowField.key} aria-invalid={row.roll_no.errors ? true : undefined}>
                    <th scope="row" translate="no">
                      <input {...getInputProps(row.student_id, { type: "hidden" })} key={row.student_id.key} />
                      {name}
                    </th>
                    <td data-label={rollHead}>
                      <input
                        key={key}
                        {...rollProps}
                        inputMode="numeric"
                        className="marks-input"
                        aria-label={t("Roll number of {{name}}", { name })}
                      />
                      <p id={row.roll_no.errorId} className="field-error">
                        {row.roll_no.errors?.join(". ")}
                      </p>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <SubmitButton>{t("Save roll numbers")}</SubmitButton>
        </Form>
      )}
    </main>
  );
}

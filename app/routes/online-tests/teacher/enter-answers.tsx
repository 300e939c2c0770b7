import { Trans } from "react-i18next";
import { data, Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { invalid } from "~/domain/core/errors.server";
import { answerSheet, importAnswerStringsCsv, saveAnswerStrings } from "~/domain/online-tests/answer-strings.server";
import { handleForm, unreadableForm } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { translateMessage, translatorOf } from "~/http/language.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { answerRefusal } from "~/http/refusals.server";
import { redirectWithToast } from "~/http/toast.server";
import { streamOf, withUploadForm } from "~/http/uploads.server";
import { useTranslation } from "~/i18n/use-translation";
import { answerStringsSchema } from "~/schemas/online-tests";
import type { Route } from "./+types/enter-answers";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Enter answers" }];

/** 'Enter answers': a paper test marked from each student's answer string, with the online tests' marking. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const sheet = await readForPage(() => answerSheet(teacher, idParam(params.testId)));
  return {
    ...sheet,
    title: translatorOf(context, "online-tests")("Enter answers: {{test}}", { test: sheet.test.name }),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const testId = idParam(params.testId);
  const back = `${idPath`/teacher/test/${params.batchId}/${params.subjectId}`}?test=${testId}`;
  const sheet = await readForPage(() => answerSheet(teacher, testId));
  return withUploadForm(
    request,
    async ({ fields, file }) => {
      if (fields.get("intent") === "import") {
        return answerRefusal(
          async () => {
            const csv = file("csv");
            if (!csv) throw invalid("Choose a CSV file of answer strings.");
            return { imported: await importAnswerStringsCsv(teacher, testId, streamOf(csv)) };
          },
          ({ message, status }) => data({ importError: translateMessage(message) }, { status }),
        );
      }
      return handleForm(fields, answerStringsSchema, async (value) => {
        const { message } = await saveAnswerStrings(teacher, testId, value.rows);
        return redirectWithToast(context, back, "success", message);
      });
    },
    unreadableForm,
    sheet.rows.length,
  );
}

export default function EnterAnswers({ loaderData, actionData }: Route.ComponentProps) {
  const { test, questions, rows } = loaderData;
  const { t } = useTranslation("online-tests");
  const heads = { roll: t("Roll"), student: t("Student"), answers: t("Answers"), marks: t("Marks") };
  const base = `/teacher/test/${test.batchId}/${test.subjectId}`;
  const imported = actionData && "imported" in actionData ? actionData.imported : null;
  const importError = actionData && "importError" in actionData ? actionData.importError : null;
  const refused = actionData && "status" in actionData ? actionData : null;
  const typed = (index: number) => {
    const sent = refused?.initialValue?.rows;
    return Array.isArray(sent) ? String((sent[index] as { answers?: string } | undefined)?.answers ?? "") : null;
  };
  const importedValue = new Map(imported?.rows.map((row) => [row.studentId, row.answers]));
  return (
    <main id="main" className="page stack">
      <p>
        <Link to={`${base}/tests/${test.id}/paper`}>← {t("Question paper")}</Link>
      </p>
      <h1>{t("Enter answers: {{test}}", { test: test.name })}</h1>
      <p className="muted">
        <Trans
          t={t}
          i18nKey="One answer string per student, a character per question ({{n}} in all), <0>-</0> for unattempted: e.g. <1>ABDC-A</1>. Where a question takes several letters or a number, separate the answers with commas: <2>A,BD,-,9.8</2>. Marked as online tests are; the marks are a draft until you publish."
          values={{ n: questions }}
          components={[<code key="0" />, <code key="1" />, <code key="2" />]}
        />
      </p>
      <Form method="post" encType="multipart/form-data" className="import-form" aria-label={t("Import answer strings")}>
        <FormToken />
        <input type="hidden" name="intent" value="import" />
        <label className="field">
          {t("Answer strings CSV (roll_no or email, answers), as OMR scanners export")}
          <input type="file" name="csv" accept=".csv,text/csv" />
        </label>
        <SubmitButton className="button button-quiet">{t("Import answers")}</SubmitButton>
        <FormError errors={importError ? [importError] : undefined} />
      </Form>
      {imported ? (
        <div className="notice" role="status">
          <p>{t("{{count}} lines imported. Review the answers below, then save.", { count: imported.imported })}</p>
          {imported.problems.length > 0 ? (
            <ul aria-label={t("Lines not imported")}>
              {imported.problems.map((problem) => (
                <li key={problem.line}>
                  {t("Line {{line}}: {{message}}", { line: problem.line, message: problem.message })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="stack" key={imported ? "imported" : "sheet"}>
        <FormToken />
        <FormError errors={refused?.error?.[""] ?? undefined} />
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{heads.roll}</th>
              <th scope="col">{heads.student}</th>
              <th scope="col">{heads.answers}</th>
              <th scope="col">{heads.marks}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const errors = refused?.error?.[`rows[${index}].answers`];
              return (
                <tr key={row.studentId} aria-invalid={errors ? true : undefined}>
                  <td data-label={heads.roll}>{row.rollNo}</td>
                  <th scope="row">{row.studentName}</th>
                  <td data-label={heads.answers}>
                    <input type="hidden" name={`rows[${index}].student_id`} value={row.studentId} />
                    <input
                      name={`rows[${index}].answers`}
                      defaultValue={typed(index) ?? importedValue.get(row.studentId) ?? row.answers}
                      aria-label={t("Answers for {{name}}", { name: row.studentName })}
                      autoComplete="off"
                      spellCheck={false}
                      className="answer-string"
                    />
                    <p className="field-error">{errors?.join(". ")}</p>
                  </td>
                  <td data-label={heads.marks}>{row.marks ?? "–"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <SubmitButton>{t("Save answers")}</SubmitButton>
      </Form>
    </main>
  );
}

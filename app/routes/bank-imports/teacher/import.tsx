import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { MathText } from "~/components/math-text";
import { commitQuestionImport, questionImportPreview } from "~/domain/bank/bank-import.server";
import { mathText } from "~/domain/bank/math-text.server";
import { handleButton } from "~/http/actions.server";
import { parseInput } from "~/http/api.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { bankImportCommitSchema } from "~/schemas/bank-imports";
import { QuestionUploadForm } from "../+shared/upload-form";
import "~/styles/bank-imports.css";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Import questions") }];

const LETTERS = ["a", "b", "c", "d"] as const;

/** Every question of the file checked, its text, options and solution rendered with their formulas; nothing saved. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const preview = await readForPage(() => questionImportPreview(teacher, idParam(params.uploadId)));
  const html = (text: string | undefined) => (text ? mathText(text) : "");
  return {
    preview,
    rendered: preview.rows.map((row) => ({
      text: html(row.values.text),
      options: LETTERS.map((letter) => html(row.values[`option_${letter}`])),
      solution: html(row.values.solution),
    })),
  };
}

/**
 * 'Import' adds the good questions, and the duplicates ticked 'Import anyway'; a form sent twice imports once. The
 * teacher is back on the upload page with what was imported said, ready for the next file.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const uploadId = idParam(params.uploadId);
  const formData = await readFormData(request);
  return handleButton(context, "/teacher/bank/import", () =>
    commitQuestionImport(teacher, uploadId, parseInput(bankImportCommitSchema, { anyway: formData.getAll("anyway") })),
  );
}

export default function QuestionImport({ loaderData, actionData }: Route.ComponentProps) {
  const { preview, rendered } = loaderData;
  const { t } = useTranslation("bank-imports");
  const refused = actionData && "message" in actionData ? [String(actionData.message)] : undefined;
  const rowName = (line: number) =>
    preview.source === "docx" ? t("Question {{line}}", { line }) : t("Line {{line}}", { line });
  const fieldName: Record<string, string> = {
    subject: t("Subject"),
    chapter: t("Chapter"),
    topic: t("Topic"),
    difficulty: t("Difficulty"),
    text: t("Question"),
    option_a: t("Option A"),
    option_b: t("Option B"),
    option_c: t("Option C"),
    option_d: t("Option D"),
    answer: t("Answer"),
    solution: t("Solution"),
  };
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher/bank/import">← {t("Import questions")}</Link>
      </p>
      <h1>{t("Import questions")}</h1>
      <ImportForm preview={preview} refused={refused}>
        <ol className="import-questions">
          {preview.rows.map((row, index) => {
            const problems = Object.entries(row.problems);
            const picture = (place: string) =>
              place in row.pictures ? (
                <p className="muted">
                  {t("Picture")}
                  {row.pictures[place as keyof typeof row.pictures]?.alt
                    ? `: ${row.pictures[place as keyof typeof row.pictures]?.alt}`
                    : ""}
                </p>
              ) : null;
            return (
              <li key={row.line} className="card" aria-labelledby={`row-${row.line}`}>
                <h2 id={`row-${row.line}`} className="h3">
                  {rowName(row.line)}
                </h2>
                <p className="muted facts" translate="no">
                  {[row.values.subject, row.values.chapter, row.values.topic, row.values.difficulty]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                <MathText html={rendered[index].text} />
                {picture("question")}
                <ul className="options">
                  {LETTERS.map((letter, at) =>
                    row.values[`option_${letter}`] || letter in row.pictures ? (
                      <li key={letter}>
                        <strong>{letter.toUpperCase()})</strong>
                        <div>
                          <MathText html={rendered[index].options[at]} />
                          {picture(letter)}
                        </div>
                      </li>
                    ) : null,
                  )}
                </ul>
                <p>
                  {t("Answer")}: <span translate="no">{row.values.answer}</span>
                </p>
                {row.values.solution ? (
                  <div>
                    <p>{t("Solution")}:</p>
                    <MathText html={rendered[index].solution} />
                  </div>
                ) : null}
                {problems.length > 0 ? (
                  <ul className="form-error problems">
                    {problems.map(([field, problem]) => (
                      <li key={field}>
                        {fieldName[field] ?? field}: {problem}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {problems.length === 0 && row.duplicateOf ? (
                  <div className="stack">
                    <p>
                      {row.duplicateOf.questionId !== null ? (
                        <Link to={`/teacher/bank/${row.duplicateOf.questionId}`}>
                          {t("Duplicate of question {{id}} in the bank", { id: row.duplicateOf.questionId })}
                        </Link>
                      ) : (
                        t("Duplicate of {{row}} of this file", { row: rowName(row.duplicateOf.line) })
                      )}
                    </p>
                    <label>
                      <input type="checkbox" name="anyway" value={row.line} /> {t("Import anyway")}
                    </label>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      </ImportForm>
      {preview.withProblems > 0 ? (
        <section aria-labelledby="fixed" className="card stack">
          <h2 id="fixed">{t("Upload the fixed file")}</h2>
          <p>{t("Questions with a problem are left out. Fix them in the file and upload it again.")}</p>
          <QuestionUploadForm button={t("Upload the fixed file")} />
        </section>
      ) : null}
    </main>
  );
}

type Preview = Route.ComponentProps["loaderData"]["preview"];

/** The questions inside the 'Import' form (their 'Import anyway' boxes are its fields), with its summary and button. */
function ImportForm({
  preview,
  refused,
  children,
}: {
  preview: Preview;
  refused?: string[];
  children: React.ReactNode;
}) {
  const { t } = useTranslation("bank-imports");
  return (
    <Form method="post" className="stack">
      <FormToken />
      <p>
        {t("{{count}} questions: {{good}} to add, {{duplicates}} duplicates, {{problems}} with a problem", {
          count: preview.rows.length,
          good: preview.good,
          duplicates: preview.duplicates,
          problems: preview.withProblems,
        })}
      </p>
      <div className="actions">
        <SubmitButton>{t("Import")}</SubmitButton>
      </div>
      <FormError errors={refused} />
      {children}
      <div className="actions">
        <SubmitButton>{t("Import")}</SubmitButton>
      </div>
    </Form>
  );
}

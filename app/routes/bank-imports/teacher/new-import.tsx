import { Trans } from "react-i18next";
import { Link, redirect } from "react-router";
import { receiveQuestionImport } from "~/domain/bank/bank-import.server";
import { handleForm, unreadableForm } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { withUploadForm } from "~/http/uploads.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import "~/styles/bank-imports.css";
import { bankImportUploadSchema } from "~/schemas/bank-imports";
import { QuestionUploadForm, type UploadErrors } from "../+shared/upload-form";
import type { Route } from "./+types/new-import";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Import questions") }];

export function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return null;
}

/** The file is read once to refuse what cannot be read, then kept; its preview opens at its own address. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return withUploadForm(
    request,
    ({ fields, file }) =>
      handleForm(fields, bankImportUploadSchema, async () => {
        const { uploadId } = await receiveQuestionImport(teacher, file("file"));
        return redirect(`/teacher/bank/import/${uploadId}`);
      }),
    unreadableForm,
  );
}

const DOCX_EXAMPLE = `Subject: Physics
Chapter: Kinematics
Difficulty: easy
Q1. A ball falls from rest for $t = 2$ s. How far does it fall? ($g = 9.8\\ \\text{m/s}^2$)
A) 9.8 m
B) 19.6 m
C) 39.2 m
D) 4.9 m
Answer: B
Solution: $s = \\frac{1}{2} g t^2 = 19.6$ m.`;

export default function NewQuestionImport({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("bank-imports");
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const errors: UploadErrors | undefined = error
    ? { form: error[""] ?? undefined, file: error.file ?? undefined }
    : undefined;
  return (
    <main id="main" className="page narrow">
      <p>
        <Link to="/teacher/bank">← {t("Question bank")}</Link>
      </p>
      <h1>{t("Import questions")}</h1>
      <p>
        {t(
          "Bring questions into the bank from a CSV file or a Word document. The next page shows every question with its formulas and problems; nothing is saved until you press Import.",
        )}
      </p>
      <QuestionUploadForm errors={errors} button={t("Upload")} />

      <section aria-labelledby="csv-layout" className="question-layout">
        <h2 id="csv-layout">{t("CSV")}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="The header <0>subject,chapter,topic,difficulty,text,option_a,option_b,option_c,option_d,answer,solution</0>: one line a question; <1>difficulty</1> is easy, medium or hard; <2>answer</2> is a letter A–D, letters such as AC, or a number (with a tolerance: 9.8±0.1). Formulas are LaTeX between $…$."
            components={[<code key="0" className="long-code" />, <code key="1" />, <code key="2" />]}
          />
        </p>
      </section>

      <section aria-labelledby="docx-layout" className="question-layout">
        <h2 id="docx-layout">{t("Word document (.docx)")}</h2>
        <ul>
          <li>{t('Each question starts a paragraph with "Q1." (or "1." or "Q.").')}</li>
          <li>{t('Its options are paragraphs "A) …" to "D) …" (or "(a) …"), then "Answer: B" and "Solution: …".')}</li>
          <li>
            {t(
              'Lines "Subject: …", "Chapter: …", "Topic: …" and "Difficulty: easy", "medium" or "hard" apply to every question after them.',
            )}
          </li>
          <li>{t("Formulas: LaTeX between $…$, or Word's own equations (Insert › Equation), which are converted.")}</li>
          <li>
            {t(
              "A picture in a question's or an option's paragraph becomes its image (PNG, JPEG or WebP; its alt text is kept).",
            )}
          </li>
          <li>
            {t(
              `Inside a solution, numbered lines are its steps unless one has the next question's number; "Q2." always starts a question.`,
            )}
          </li>
        </ul>
        <p>{t("For example:")}</p>
        <pre className="layout-example" translate="no">
          {DOCX_EXAMPLE}
        </pre>
      </section>
    </main>
  );
}

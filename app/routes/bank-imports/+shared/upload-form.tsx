import { Form } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { useTranslation } from "~/i18n/use-translation";

export type UploadErrors = { form?: string[]; file?: string[] };

/** The question file's upload; the preview's 'Upload the fixed file' is the same form. */
export function QuestionUploadForm({ errors, button }: { errors?: UploadErrors; button: string }) {
  const { t } = useTranslation("bank-imports");
  return (
    <Form method="post" action="/teacher/bank/import" encType="multipart/form-data" className="stack">
      <FormToken />
      <div className="field">
        <label htmlFor="question-file">{t("Questions (CSV or Word .docx)")}</label>
        <input
          id="question-file"
          type="file"
          name="file"
          accept=".csv,.docx,text/csv,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          aria-describedby={errors?.file ? "file-error" : undefined}
        />
        {errors?.file ? <FormError id="file-error" errors={errors.file} /> : null}
      </div>
      {errors?.form ? <FormError errors={errors.form} /> : null}
      <div className="actions">
        <SubmitButton>{button}</SubmitButton>
      </div>
    </Form>
  );
}

import { Form } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { IMPORT_KINDS, type ImportKind } from "~/domain/imports/import-fields";
import { useTranslation } from "~/i18n/use-translation";
import { KIND_WORDS } from "./kinds";

export type UploadErrors = { form?: string[]; kind?: string[]; file?: string[] };

/**
 * The upload: what the file holds and the file. It posts to the import page, which keeps the file and opens its
 * mapping step; the preview's 'Upload the fixed file' is this form with the kind already chosen.
 */
export function UploadForm({ kind, errors, button }: { kind?: ImportKind; errors?: UploadErrors; button: string }) {
  const { t } = useTranslation("imports");
  return (
    <Form method="post" action="/teacher/students/import" encType="multipart/form-data" className="stack">
      <FormToken />
      <div className="field">
        <fieldset className="choice-list" aria-describedby={errors?.kind ? "kind-error" : undefined}>
          <legend>{t("What the file holds")}</legend>
          {IMPORT_KINDS.map((one) => (
            <label key={one}>
              <input type="radio" name="kind" value={one} defaultChecked={one === (kind ?? "students")} />{" "}
              {t(KIND_WORDS[one])}
            </label>
          ))}
          {errors?.kind ? <FormError id="kind-error" errors={errors.kind} /> : null}
        </fieldset>
      </div>
      <div className="field">
        <label htmlFor="import-file">{t("Spreadsheet (CSV or Excel .xlsx)")}</label>
        <input
          id="import-file"
          type="file"
          name="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
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

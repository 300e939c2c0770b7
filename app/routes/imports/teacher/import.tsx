import { Form, Link, redirect } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { chooseColumns, commitImport, importPreview } from "~/domain/imports/imports.server";
import { handleButton, stepNamed, unknownIntent } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { importColumnsSchema, MOST_COLUMNS } from "~/schemas/imports";
import { KIND_WORDS } from "../+shared/kinds";
import { UploadForm } from "../+shared/upload-form";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Import") }];

/** The uploaded file's mapping and every row checked; nothing is saved here. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return { preview: await readForPage(() => importPreview(teacher, idParam(params.uploadId))) };
}

/** 'Check the rows' keeps the chosen sheet and columns; 'Import' writes every row, or nothing while one is wrong. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const uploadId = idParam(params.uploadId);
  // The mapping form numbers its columns (columns[0], columns[1]…): as many as a file may have.
  const formData = await readFormData(request, MOST_COLUMNS);
  const here = `/teacher/students/import/${uploadId}`;
  const steps = {
    columns: () =>
      handleForm(formData, importColumnsSchema, async (input) => {
        await chooseColumns(teacher, uploadId, input);
        return redirect(here);
      }),
    import: () => handleButton(context, "/teacher/students", () => commitImport(teacher, uploadId)),
  };
  const step = stepNamed(steps, formData.get("intent"));
  return step ? step() : unknownIntent();
}

export default function Import({ loaderData, actionData }: Route.ComponentProps) {
  const { preview } = loaderData;
  const { t } = useTranslation("imports");
  const labelOf = new Map(preview.fields.map((field) => [field.field, t(field.label)]));
  const shown = preview.headings
    .map((heading, index) => ({ heading, field: preview.columns[index] }))
    .filter((column) => column.field);
  const refused = actionData && "message" in actionData ? [String(actionData.message)] : undefined;
  const formErrors = actionData && "error" in actionData ? (actionData.error?.[""] ?? undefined) : undefined;
  const ready = preview.missing.length === 0 && preview.problems === 0;
  // A column is its position in the file: two columns may share a heading.
  const fileColumns = preview.headings.map((heading, index) => ({ heading, index, id: `column-${index}` }));
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher/students">← {t("Students")}</Link>
      </p>
      <h1>{t("Import")}</h1>
      <p className="muted">{t(KIND_WORDS[preview.kind])}</p>

      <section aria-labelledby="columns">
        <h2 id="columns">{t("Match the columns")}</h2>
        <Form method="post" className="stack">
          <FormToken />
          {preview.sheets.length > 1 ? (
            <div className="field">
              <label htmlFor="sheet">{t("Sheet")}</label>
              <select id="sheet" name="sheet" defaultValue={preview.sheet}>
                {preview.sheets.map((sheet) => (
                  <option key={sheet} value={sheet} translate="no">
                    {sheet}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="table-scroll">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t("Column in the file")}</th>
                  <th scope="col">{t("Fills")}</th>
                </tr>
              </thead>
              <tbody>
                {fileColumns.map(({ heading, index, id }) => (
                  <tr key={id}>
                    <td translate="no">
                      <label htmlFor={id}>{heading || t("(no heading)")}</label>
                    </td>
                    <td>
                      <select id={id} name={`columns[${index}]`} defaultValue={preview.columns[index]}>
                        <option value="">{t("Leave out")}</option>
                        {preview.fields.map((field) => (
                          <option key={field.field} value={field.field}>
                            {t(field.label)}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <FormError errors={formErrors} />
          <div className="actions">
            <SubmitButton name="intent" value="columns" className="button button-quiet">
              {t("Check the rows")}
            </SubmitButton>
          </div>
        </Form>
      </section>

      <section aria-labelledby="rows">
        <h2 id="rows">{t("Rows")}</h2>
        {preview.missing.length > 0 ? (
          <p className="form-error" role="alert">
            {t("Choose a column for: {{fields}}", { fields: preview.missing.map((label) => t(label)).join(", ") })}
          </p>
        ) : (
          <p>
            {t("{{count}} rows: {{added}} to add, {{existing}} already here; problems: {{problems}}", {
              count: preview.rows.length,
              added: preview.newRows,
              existing: preview.existingRows,
              problems: preview.problems,
            })}
          </p>
        )}
        {ready ? (
          <Form method="post" className="actions">
            <FormToken />
            <SubmitButton name="intent" value="import">
              {t("Import {{count}} rows", { count: preview.rows.length })}
            </SubmitButton>
            <FormError errors={refused} />
          </Form>
        ) : null}
        {preview.problems > 0 ? (
          <div className="card stack">
            <p role="alert">
              {t(
                "Nothing is saved while a row has a problem. Fix the cells marked below in the file and upload it again.",
              )}
            </p>
            <FormError errors={refused} />
            <UploadForm kind={preview.kind} button={t("Upload the fixed file")} />
          </div>
        ) : null}
        {preview.rows.length > 0 ? (
          <div className="table-scroll">
            <table className="table import-rows">
              <thead>
                <tr>
                  <th scope="col">{t("Row")}</th>
                  {shown.map((column) => (
                    <th key={column.field} scope="col">
                      {labelOf.get(column.field)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {preview.rows.map((row) => (
                  <tr key={row.line}>
                    <th scope="row">
                      {row.line}
                      {row.state === "existing" ? <span className="muted"> {t("(already here)")}</span> : null}
                      {Object.entries(row.problems)
                        .filter(([field]) => !shown.some((column) => column.field === field))
                        .map(([field, problem]) => (
                          <span key={field} className="form-error">
                            {" "}
                            {labelOf.get(field)}: {problem}
                          </span>
                        ))}
                    </th>
                    {shown.map((column) => {
                      const problem = row.problems[column.field];
                      return (
                        <td
                          key={column.field}
                          data-label={labelOf.get(column.field)}
                          className={problem ? "cell-problem" : undefined}
                        >
                          <span translate="no">{row.values[column.field]}</span>
                          {problem ? <span className="form-error"> {problem}</span> : null}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </main>
  );
}

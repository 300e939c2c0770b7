import { Link, redirect } from "react-router";
import { IMPORT_KINDS, type ImportKind } from "~/domain/imports/import-fields";
import { receiveImport } from "~/domain/imports/imports.server";
import { handleForm, unreadableForm } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { withUploadForm } from "~/http/uploads.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { importUploadSchema } from "~/schemas/imports";
import { type UploadErrors, UploadForm } from "../+shared/upload-form";
import type { Route } from "./+types/new-import";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Import") }];

/** ?kind= chooses what the file holds beforehand (the preview's 'Upload the fixed file'). */
export function loader({ request, context }: Route.LoaderArgs) {
  requireTeacher(context);
  const kind = new URL(request.url).searchParams.get("kind");
  return { kind: IMPORT_KINDS.find((one) => one === kind) ?? ("students" as ImportKind) };
}

/** The file is checked to be a spreadsheet and kept; its mapping step opens at its own address. */
export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return withUploadForm(
    request,
    ({ fields, file }) =>
      handleForm(fields, importUploadSchema, async (input) => {
        const { uploadId } = await receiveImport(teacher, input, file("file"));
        return redirect(`/teacher/students/import/${uploadId}`);
      }),
    unreadableForm,
  );
}

export default function NewImport({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("imports");
  const error = actionData && "error" in actionData ? actionData.error : undefined;
  const errors: UploadErrors | undefined = error
    ? { form: error[""] ?? undefined, kind: error.kind ?? undefined, file: error.file ?? undefined }
    : undefined;
  const sent = actionData && "initialValue" in actionData ? actionData.initialValue?.kind : undefined;
  const kind = IMPORT_KINDS.find((one) => one === sent) ?? loaderData.kind;
  return (
    <main id="main" className="page narrow">
      <p>
        <Link to="/teacher/students">← {t("Students")}</Link>
      </p>
      <h1>{t("Import")}</h1>
      <p>
        {t(
          "Bring students with their guardians, fee plans with what each student has already paid, or past marks from a spreadsheet. The next step matches its columns to ours; nothing is saved until every row is right.",
        )}
      </p>
      <UploadForm kind={kind} errors={errors} button={t("Upload")} />
    </main>
  );
}

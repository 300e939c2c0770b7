import { useForm } from "@conform-to/react";
import { Field, SelectField, SubmitButton } from "~/components/form-parts";
import { RouteDialog } from "~/components/route-dialog";
import { UploadForm } from "~/components/upload-form";
import { useUploadWithProgress } from "~/components/upload-progress";
import { config } from "~/config.server";
import { notesFolderForUpload } from "~/domain/content/folders.server";
import { addNote } from "~/domain/content/notes.server";
import { handleForm, unreadableForm } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { withUploadForm } from "~/http/uploads.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newNoteSchema } from "~/schemas/content";
import type { Route } from "./+types/new-note";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add new Content") }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const subFolderId = idParam(params.subFolderId);
  const { folder } = await readForPage(() => notesFolderForUpload(teacher, subFolderId));
  return { maxMb: config.MAX_UPLOAD_MB, apiUrl: `/api/v1/teacher/content/${folder.subjectId}/${subFolderId}` };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const subFolderId = idParam(params.subFolderId);
  const back = idPath`/teacher/notes/${params.folderId}/${params.subFolderId}`;
  return withUploadForm(
    request,
    ({ fields, file }) =>
      handleForm(fields, newNoteSchema, async (value) => {
        const { message } = await addNote(teacher, subFolderId, value, file("content"));
        return redirectWithToast(context, back, "success", message);
      }),
    unreadableForm,
  );
}

export default function NewNote({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ content_name: string; type: string; content: File }>({ lastResult: actionData });
  const back = `/teacher/notes/${params.folderId}/${params.subFolderId}`;
  const uploadWithProgress = useUploadWithProgress(loaderData.apiUrl, back);
  return (
    <RouteDialog title={t("Add new Content")} closeTo={back}>
      <UploadForm form={{ id: form.id, errorId: form.errorId, errors: form.errors }} enhance={uploadWithProgress}>
        <Field label={t("Content Name")} meta={fields.content_name} />
        <SelectField
          label={t("File type")}
          meta={fields.type}
          options={[
            { value: "pdf", label: "PDF" },
            { value: "image", label: t("Image (PNG or JPEG)") },
          ]}
          placeholder={t("Choose the file type")}
        />
        <div className="field">
          <label htmlFor={fields.content.id}>{t("File")}</label>
          <input
            id={fields.content.id}
            name={fields.content.name}
            type="file"
            accept="application/pdf,image/png,image/jpeg"
            aria-invalid={fields.content.errors ? true : undefined}
            aria-describedby={`${fields.content.id}-hint ${fields.content.errorId}`}
          />
          <small id={`${fields.content.id}-hint`} className="hint">
            {t("PDF, PNG or JPEG, up to {{count}} MB", { count: loaderData.maxMb })}
          </small>
          <p id={fields.content.errorId} className="field-error">
            {fields.content.errors?.join(". ")}
          </p>
        </div>
        <SubmitButton>{t("Add new Content")}</SubmitButton>
      </UploadForm>
    </RouteDialog>
  );
}

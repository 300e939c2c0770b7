import { useForm } from "@conform-to/react";
import { Trans } from "react-i18next";
import { z } from "zod";
import { SubmitButton } from "~/components/form-parts";
import { RouteDialog } from "~/components/route-dialog";
import { UploadForm } from "~/components/upload-form";
import { config } from "~/config.server";
import { getNote, replaceNoteFile } from "~/domain/content/notes.server";
import { handleForm, unreadableForm } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { withUploadForm } from "~/http/uploads.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/note-replace";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Replace file") }];

// The file is the only field; the domain checks it as it checks any upload.
const replaceSchema = z.object({});

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const note = await readForPage(() => getNote(teacher, idParam(params.noteId)));
  return { name: note.name, fileType: note.fileType, maxMb: config.MAX_UPLOAD_MB };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const noteId = idParam(params.noteId);
  const back = idPath`/teacher/notes/${params.folderId}/${params.subFolderId}`;
  return withUploadForm(
    request,
    ({ fields, file }) =>
      handleForm(fields, replaceSchema, async () => {
        const { message } = await replaceNoteFile(teacher, noteId, file("content"));
        return redirectWithToast(context, back, "success", message);
      }),
    unreadableForm,
  );
}

export default function NoteReplace({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ content: File }>({ lastResult: actionData });
  const pdf = loaderData.fileType === "pdf";
  return (
    <RouteDialog title={t("Replace file")} closeTo={`/teacher/notes/${params.folderId}/${params.subFolderId}`}>
      <UploadForm form={form}>
        <p>
          <Trans
            t={t}
            i18nKey="A new file for <1>{{name}}</1>. Students see it at once; the old file is removed."
            values={{ name: loaderData.name }}
          >
            A new file for <strong translate="no">{loaderData.name}</strong>. Students see it at once; the old file is
            removed.
          </Trans>
        </p>
        <div className="field">
          <label htmlFor={fields.content.id}>{t("File")}</label>
          <input
            id={fields.content.id}
            name={fields.content.name}
            type="file"
            accept={pdf ? "application/pdf" : "image/png,image/jpeg"}
            aria-invalid={fields.content.errors ? true : undefined}
            aria-describedby={fields.content.errorId}
          />
          <small className="hint">
            {t(pdf ? "A PDF, up to {{count}} MB" : "A PNG or JPEG image, up to {{count}} MB", {
              count: loaderData.maxMb,
            })}
          </small>
          <p id={fields.content.errorId} className="field-error">
            {fields.content.errors?.join(". ")}
          </p>
        </div>
        <SubmitButton>{t("Replace file")}</SubmitButton>
      </UploadForm>
    </RouteDialog>
  );
}

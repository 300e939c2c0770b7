import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { createSubFolder } from "~/domain/content/folders.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher, teacherOnlyLoader } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newSubFolderSchema } from "~/schemas/content";
import { SUB_FOLDER_TYPES } from "~/schemas/words";
import type { Route } from "./+types/new-sub-folder";

/** What each kind of sub-folder is called on the form (the value sent stays the English word). */
const SUB_FOLDER_TYPE_LABELS = { notes: "Notes", videos: "Videos", tests: "Tests" } as const;

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add New Folder") }];

export const loader = teacherOnlyLoader;

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const folderId = idParam(params.folderId);
  // Built from checked numbers: a raw parameter (`%00`, an emoji) would make an invalid Location header.
  const back = `/teacher/content/${idParam(params.subjectId)}/${folderId}`;
  return handleForm(await readFormData(request), newSubFolderSchema, async (value) => {
    const { message } = await createSubFolder(teacher, folderId, value);
    return redirectWithToast(context, back, "success", message);
  });
}

export default function NewSubFolder({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ sub_folder_name: string; type: string }>({ lastResult: actionData });
  return (
    <RouteDialog title={t("Add New Folder")} closeTo={`/teacher/content/${params.subjectId}/${params.folderId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Folder Name")} meta={fields.sub_folder_name} />
        <SelectField
          label={t("Folder Type")}
          meta={fields.type}
          options={SUB_FOLDER_TYPES.map((type) => ({ value: type, label: t(SUB_FOLDER_TYPE_LABELS[type]) }))}
          placeholder={t("Choose a type")}
          hint={t("notes or videos or tests")}
        />
        <SubmitButton>{t("Add Folder")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { createFolder } from "~/domain/catalogue/subjects.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher, teacherOnlyLoader } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newFolderSchema } from "~/schemas/content";
import type { Route } from "./+types/new-folder";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add Folder") }];

export const loader = teacherOnlyLoader;

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const subjectId = idParam(params.subjectId);
  return handleForm(await readFormData(request), newFolderSchema, async (value) => {
    const { message } = await createFolder(teacher, subjectId, batchId, value);
    return redirectWithToast(context, `/teacher/course/${batchId}`, "success", message);
  });
}

export default function NewFolder({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ folder_name: string }>({ lastResult: actionData });
  return (
    <RouteDialog title={t("Add Folder")} closeTo={`/teacher/course/${params.batchId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Folder name")} meta={fields.folder_name} />
        <SubmitButton>{t("Add Folder")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

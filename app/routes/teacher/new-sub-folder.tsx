import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { createSubFolder } from "~/domain/content.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher, teacherOnlyLoader } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { newSubFolderSchema } from "~/schemas/content";
import { SUB_FOLDER_TYPES } from "~/schemas/words";
import type { Route } from "./+types/new-sub-folder";

export const meta: Route.MetaFunction = () => [{ title: "Add New Folder" }];

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
  const [form, fields] = useForm<{ sub_folder_name: string; type: string }>({ lastResult: actionData });
  return (
    <RouteDialog title="Add New Folder" closeTo={`/teacher/content/${params.subjectId}/${params.folderId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label="Folder Name" meta={fields.sub_folder_name} />
        <SelectField
          label="Folder Type"
          meta={fields.type}
          options={SUB_FOLDER_TYPES}
          placeholder="Choose a type"
          hint="notes or videos or tests"
        />
        <SubmitButton>Add Folder</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

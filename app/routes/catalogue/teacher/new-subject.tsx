import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { createSubject } from "~/domain/catalogue/subjects.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher, teacherOnlyLoader } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newSubjectSchema } from "~/schemas/content";
import type { Route } from "./+types/new-subject";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add Subject") }];

export const loader = teacherOnlyLoader;

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  return handleForm(await readFormData(request), newSubjectSchema, async (value) => {
    const { message } = await createSubject(teacher, batchId, value);
    return redirectWithToast(context, `/teacher/course/${batchId}`, "success", message);
  });
}

export default function NewSubject({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<{ subject_name: string; duration: number }>({
    lastResult: actionData,
    defaultValue: { duration: 12 },
  });
  return (
    <RouteDialog title={t("Add Subject")} closeTo={`/teacher/course/${params.batchId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Subject name")} meta={fields.subject_name} />
        <Field label={t("Duration (months)")} type="number" meta={fields.duration} min={1} max={60} />
        <SubmitButton>{t("Add Subject")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

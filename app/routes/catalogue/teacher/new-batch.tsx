import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { BatchFields, type BatchFormValue } from "~/components/batch-fields";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { createBatch } from "~/domain/catalogue/batches.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher, teacherOnlyLoader } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newBatchSchema } from "~/schemas/batches";
import type { Route } from "./+types/new-batch";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Create New Batch") }];

export const loader = teacherOnlyLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleForm(await readFormData(request), newBatchSchema, async (value) => {
    const { message } = await createBatch(teacher, value);
    return redirectWithToast(context, "/teacher", "success", message);
  });
}

export default function NewBatch({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<BatchFormValue>({
    lastResult: actionData,
    defaultValue: { duration: 12, mode: "offline" },
  });
  return (
    <RouteDialog title={t("Create New Batch")} closeTo="/teacher">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <BatchFields fields={fields} />
        <SubmitButton>{t("Create Batch")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

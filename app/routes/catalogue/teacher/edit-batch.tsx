import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { BatchFields, type BatchFormValue } from "~/components/batch-fields";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { getBatch, renameBatch } from "~/domain/catalogue/batches.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newBatchSchema } from "~/schemas/batches";
import type { Route } from "./+types/edit-batch";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Edit batch") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return { batch: await readForPage(() => getBatch(teacher, idParam(params.batchId))) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  return handleForm(await readFormData(request), newBatchSchema, async (value) => {
    const { message } = await renameBatch(teacher, batchId, value);
    return redirectWithToast(context, "/teacher", "success", message);
  });
}

export default function EditBatch({ loaderData, actionData }: Route.ComponentProps) {
  const { batch } = loaderData;
  const { t } = useTranslation("teacher");
  const [form, fields] = useForm<BatchFormValue>({
    lastResult: actionData,
    defaultValue: {
      batch_name: batch.name,
      duration: batch.duration,
      mode: batch.mode,
      timings: batch.timings,
      start_date: batch.startDate ?? "",
      seats_left: batch.seatsLeft ?? "",
      highlights: batch.highlights.join("\n"),
    },
  });
  return (
    <RouteDialog title={t("Edit batch")} closeTo="/teacher">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <BatchFields fields={fields} />
        <SubmitButton>{t("Save")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

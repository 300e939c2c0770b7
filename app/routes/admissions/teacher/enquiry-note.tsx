import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { FormError, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { IdempotencyKey } from "~/components/idempotency-key";
import { RouteDialog } from "~/components/route-dialog";
import { addEnquiryNote } from "~/domain/admissions/enquiries.server";
import { newIdempotencyKey } from "~/domain/fees/resent.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { enquiryNoteSchema } from "~/schemas/admissions";
import type { Route } from "./+types/enquiry-note";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add note") }];

/** The form's one-time key: the same note sent twice is added once. */
export function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return { key: newIdempotencyKey() };
}

export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.enquiryId),
  schema: enquiryNoteSchema,
  save: (teacher, enquiryId, value) => addEnquiryNote(teacher, enquiryId, value),
  after: (params) => idPath`/teacher/enquiries/${params.enquiryId}`,
});

/** 'Add note': a call or a visit, kept with the time and who wrote it. */
export default function EnquiryNote({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("admissions");
  const [form, fields] = useForm<{ text: string }>({ lastResult: actionData });
  const key = String(actionData?.initialValue?.idempotency_key ?? loaderData.key);
  return (
    <RouteDialog title={t("Add note")} closeTo={`/teacher/enquiries/${params.enquiryId}`}>
      <Form method="post" id={form.id} noValidate className="stack">
        <FormToken />
        <IdempotencyKey value={key} />
        <FormError id={form.errorId} errors={form.errors} />
        <TextareaField label={t("Note")} meta={fields.text} rows={4} />
        <SubmitButton>{t("Add note")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

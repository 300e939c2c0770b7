import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { IdempotencyKey } from "~/components/idempotency-key";
import { RouteDialog } from "~/components/route-dialog";
import { batchesOnOffer, createEnquiry, handlerChoices, instituteToday } from "~/domain/admissions/enquiries.server";
import { newIdempotencyKey } from "~/domain/fees/resent.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";
import { LANGUAGE_NAMES, LANGUAGES } from "~/i18n/languages";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { ENQUIRY_SOURCES, newEnquirySchema } from "~/schemas/admissions";
import { sourceWord } from "../+shared/enquiry-words";
import type { Route } from "./+types/new-enquiry";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("New enquiry") }];

/** The choices, the teacher as its handler and today as its follow-up, and the form's one-time key. */
export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const [batches, handlers] = await Promise.all([batchesOnOffer(), handlerChoices(teacher)]);
  return { batches, handlers, teacherId: teacher.id, today: instituteToday(), key: newIdempotencyKey() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleForm(await readFormData(request), newEnquirySchema, async (value) => {
    const { enquiry, message } = await createEnquiry(teacher, value);
    return redirectWithToast(context, `/teacher/enquiries/${enquiry.id}`, "success", message);
  });
}

type NewEnquiryFields = Record<
  | "name"
  | "mobile"
  | "email"
  | "grade"
  | "batch_id"
  | "source"
  | "handled_by"
  | "follow_up_on"
  | "language"
  | "message",
  string
>;

/** 'New enquiry': a walk-in or a phone call, written down as it happens. */
export default function NewEnquiry({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admissions");
  const { batches, handlers, teacherId, today } = loaderData;
  const [form, fields] = useForm<NewEnquiryFields>({
    lastResult: actionData,
    defaultValue: { source: "walk-in", handled_by: String(teacherId), follow_up_on: today, language: "en" },
  });
  const key = String(actionData?.initialValue?.idempotency_key ?? loaderData.key);
  return (
    <RouteDialog title={t("New enquiry")} closeTo="/teacher/enquiries" wide>
      <Form method="post" id={form.id} noValidate className="stack">
        <FormToken />
        <IdempotencyKey value={key} />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Name")} meta={fields.name} />
        <Field label={t("Mobile number")} meta={fields.mobile} inputMode="tel" />
        <Field label={t("E-mail (optional)")} meta={fields.email} type="email" />
        <Field label={t("Class (optional)")} meta={fields.grade} />
        <SelectField
          label={t("Batch of interest (optional)")}
          meta={fields.batch_id}
          placeholder={t("Not sure yet")}
          options={batches.map((batch) => ({ value: String(batch.id), label: batch.name }))}
        />
        <SelectField
          label={t("Source")}
          meta={fields.source}
          options={ENQUIRY_SOURCES.map((source) => ({ value: source, label: t(sourceWord(source)) }))}
        />
        <SelectField
          label={t("Handled by")}
          meta={fields.handled_by}
          placeholder={t("Nobody yet")}
          options={handlers.map((handler) => ({ value: String(handler.id), label: handler.name }))}
        />
        <Field label={t("Follow-up date")} meta={fields.follow_up_on} type="date" />
        <SelectField
          label={t("Their language")}
          meta={fields.language}
          options={LANGUAGES.map((language) => ({ value: language, label: LANGUAGE_NAMES[language] }))}
        />
        <TextareaField label={t("Message (optional)")} meta={fields.message} rows={3} />
        <SubmitButton>{t("Add enquiry")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

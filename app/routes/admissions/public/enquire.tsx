import { useForm } from "@conform-to/react";
import { Form, redirect } from "react-router";
import { Field, FormError, SelectField, SubmitButton, TextareaField } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { PublicPage } from "~/components/public-page";
import { batchesOnOffer, createPublicEnquiry } from "~/domain/admissions/enquiries.server";
import { signedFormTime } from "~/domain/admissions/spam-guard.server";
import { addressOf } from "~/http/api.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { useTranslation } from "~/i18n/use-translation";
import { FORM_TIME_FIELD, HONEYPOT_FIELD, publicEnquirySchema } from "~/schemas/admissions";
import type { Route } from "./+types/enquire";

export const meta: Route.MetaFunction = () =>
  pageMeta("Enquire", "Ask about a batch: leave your name and mobile number and the institute will call you.");

/** The batches on offer, and the moment the form is drawn, signed (a form sent back sooner than a person types is refused). */
export async function loader() {
  return { batches: await batchesOnOffer(), formTime: signedFormTime() };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleForm(await readFormData(request), publicEnquirySchema, async (value) => {
    await createPublicEnquiry(value, addressOf(context));
    return redirect("/enquire/thanks");
  });
}

type EnquiryFields = Record<"name" | "mobile" | "email" | "grade" | "batch_id" | "message", string>;

/** The public 'Enquire' form: no account, no script; the institute calls back. */
export default function Enquire({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admissions");
  const [form, fields] = useForm<EnquiryFields>({ lastResult: actionData });
  return (
    <PublicPage title={t("Enquire")}>
      <p>
        {t(
          "Leave your name and mobile number: someone from the institute will call you about classes, timings and fees.",
        )}
      </p>
      <Form method="post" id={form.id} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label={t("Name")} meta={fields.name} autoComplete="name" />
        <Field label={t("Mobile number")} meta={fields.mobile} type="text" inputMode="tel" autoComplete="tel" />
        <Field label={t("E-mail (optional)")} meta={fields.email} type="email" autoComplete="email" />
        <Field label={t("Class (optional)")} meta={fields.grade} hint={t("e.g. Class 10")} />
        <SelectField
          label={t("Batch of interest (optional)")}
          meta={fields.batch_id}
          placeholder={t("Not sure yet")}
          options={loaderData.batches.map((batch) => ({ value: String(batch.id), label: batch.name }))}
          ownNames
        />
        <TextareaField label={t("Message (optional)")} meta={fields.message} rows={4} />
        {/* A trap for robots: hidden from people, so only a robot fills it. */}
        <div hidden aria-hidden="true">
          <label>
            {t("Leave this box empty")}{" "}
            <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <input type="hidden" name={FORM_TIME_FIELD} value={loaderData.formTime} />
        <SubmitButton>{t("Send enquiry")}</SubmitButton>
      </Form>
    </PublicPage>
  );
}

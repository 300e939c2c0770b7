import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SelectField, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { IdempotencyKey } from "~/components/idempotency-key";
import { RouteDialog } from "~/components/route-dialog";
import { studentFees } from "~/domain/fees/accounts.server";
import { todayAt } from "~/domain/fees/financial-days.server";
import { recordPayment } from "~/domain/fees/payments.server";
import { newIdempotencyKey } from "~/domain/fees/resent.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { PAYMENT_MODES, paymentSchema } from "~/schemas/fees";
import { feeWriter } from "../+shared/fee-view.server";
import type { Route } from "./+types/record-payment";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Record payment" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const fees = await readForPage(() => studentFees(teacher, idParam(params.studentId)));
  const balance = fees.account ? feeWriter(languageFrom(context)).money(fees.account.balancePaise) : null;
  const title = translatorOf(context, "fees")("Record payment");
  return { title, student: fees.student, balance, today: todayAt(new Date()), idempotencyKey: newIdempotencyKey() };
}

export const action = dialogAction({
  guard: requireTeacher,
  schema: paymentSchema,
  save: (teacher, _none, value) => recordPayment(teacher, value),
  after: (params) => idPath`/teacher/students/${params.studentId}`,
  fromAddress: (params) => ({ student_id: String(idParam(params.studentId)) }),
});

/**
 * 'Record payment': it pays the oldest unpaid instalment first; more than is due is refused with what is due. The
 * form's one-time key makes a resent form record once.
 */
export default function RecordPayment({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("fees");
  const [form, fields] = useForm<{ amount: string; paid_on: string; mode: string; reference: string; note: string }>({
    lastResult: actionData,
    defaultValue: { paid_on: loaderData.today, mode: "cash" },
  });
  return (
    <RouteDialog title={t("Record payment")} closeTo={`/teacher/students/${params.studentId}`}>
      {loaderData.balance === null ? (
        <p className="empty">{t("{{name}} is not on a fee plan yet.", { name: loaderData.student.name })}</p>
      ) : (
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
          <FormToken />
          <IdempotencyKey value={loaderData.idempotencyKey} />
          <FormError id={form.errorId} errors={form.errors} />
          <p>{t("{{name}} owes {{amount}}.", { name: loaderData.student.name, amount: loaderData.balance })}</p>
          <Field
            label={t("Amount (₹)")}
            meta={fields.amount}
            inputMode="decimal"
            hint={t("e.g. 1500, 1,500 or 1500.50")}
          />
          <Field label={t("Date")} type="date" meta={fields.paid_on} />
          <SelectField
            label={t("Mode")}
            meta={fields.mode}
            options={Object.entries(PAYMENT_MODES).map(([value, label]) => ({ value, label: t(label) }))}
          />
          <Field
            label={t("Reference")}
            meta={fields.reference}
            hint={t("UPI transaction id or cheque number, if any")}
          />
          <Field label={t("Note")} meta={fields.note} />
          <SubmitButton>{t("Record payment")}</SubmitButton>
        </Form>
      )}
    </RouteDialog>
  );
}

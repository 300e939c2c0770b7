import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { paymentToReverse, reversePayment } from "~/domain/fees/payments.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { reverseSchema } from "~/schemas/fees";
import { feeWriter } from "../+shared/fee-view.server";
import type { Route } from "./+types/reverse-payment";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Reverse payment" }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const payment = await readForPage(() => paymentToReverse(teacher, idParam(params.paymentId)));
  const write = feeWriter(languageFrom(context));
  return {
    title: translatorOf(context, "fees")("Reverse payment"),
    receiptNo: payment.receiptNo,
    amount: write.money(payment.amountPaise),
    day: write.day(payment.paidOn),
  };
}

export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.paymentId),
  schema: reverseSchema,
  save: reversePayment,
  after: (params) => idPath`/teacher/students/${params.studentId}`,
});

/** 'Reverse payment': the payment stays in the book with a reversal beside it; what it paid is due again. */
export default function ReversePayment({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("fees");
  const [form, fields] = useForm<{ reason: string }>({ lastResult: actionData });
  return (
    <RouteDialog title={t("Reverse payment")} closeTo={`/teacher/students/${params.studentId}`}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <p>
          {t(
            "Reverse receipt {{number}} ({{amount}}, {{day}})? It stays in the book with the reversal beside it, and what it paid is due again.",
            { number: loaderData.receiptNo, amount: loaderData.amount, day: loaderData.day },
          )}
        </p>
        <Field label={t("Reason")} meta={fields.reason} hint={t("e.g. Cheque bounced, recorded twice")} />
        <SubmitButton>{t("Reverse payment")}</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

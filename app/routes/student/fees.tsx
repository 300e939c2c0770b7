import { useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { FeeInstalments } from "~/components/fee-instalments";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { IdempotencyKey } from "~/components/idempotency-key";
import { myFees } from "~/domain/fees/accounts.server";
import { rupeesText } from "~/domain/fees/money";
import { newIdempotencyKey } from "~/domain/fees/resent.server";
import { payWithUpi, reportUpiPayment } from "~/domain/fees/upi.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { redirectWithToast } from "~/http/toast.server";
import { upiReportSchema } from "~/schemas/fees";
import { accountForScreen, feeWriter } from "../fees/+shared/fee-view.server";
import type { Route } from "./+types/fees";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Fees" }];

export async function loader({ context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const account = await myFees(student);
  const language = languageFrom(context);
  const title = translatorOf(context, "fees")("Fees");
  const upi = account ? await payWithUpi(student.id, account.instalments) : null;
  const firstDue = account?.instalments.find((row) => row.state !== "paid");
  return {
    title,
    account: account ? accountForScreen(account, language) : null,
    upi: upi
      ? { link: upi.link, qrSvg: upi.qrSvg, payee: upi.payee, amount: feeWriter(language).money(upi.amountPaise) }
      : null,
    // What 'I have paid' starts with: the oldest instalment's remainder, as a person types rupees.
    dueNow: firstDue ? rupeesText(firstDue.leftPaise) : "",
    idempotencyKey: newIdempotencyKey(),
  };
}

/** 'I have paid': the UPI transaction id, for the teacher to confirm; nothing is recorded until they do. */
export async function action({ request, context }: Route.ActionArgs) {
  const student = requireStudent(context);
  return handleForm(await readFormData(request), upiReportSchema, async (value) => {
    const { message } = await reportUpiPayment(student, value);
    return redirectWithToast(context, "/fees", "success", message);
  });
}

/** The student's fees: plan, instalments and their state, the balance, 'Pay with UPI', receipts, and reports. */
export default function Fees({ loaderData, actionData }: Route.ComponentProps) {
  const { account, upi, dueNow } = loaderData;
  const { t } = useTranslation("fees");
  const reportStates: Record<string, string> = {
    waiting: t("Waiting for your teacher to confirm"),
    confirmed: t("Confirmed"),
    rejected: t("Rejected"),
  };
  const [form, fields] = useForm<{ amount: string; transaction_id: string }>({
    lastResult: actionData,
    defaultValue: { amount: dueNow },
  });
  return (
    <main id="main" className="page">
      <h1>{t("Fees")}</h1>
      {account === null ? <p className="empty">{t("You are not on a fee plan yet.")}</p> : null}
      {account ? <FeeInstalments account={account} /> : null}

      {upi ? (
        <section aria-labelledby="pay-upi" className="card">
          <h2 id="pay-upi">{t("Pay with UPI")}</h2>
          <p>
            <a href={upi.link} className="button">
              {t("Pay with UPI")}
            </a>{" "}
            {t("{{amount}} to {{payee}}", { amount: upi.amount, payee: upi.payee })}
          </p>
          <p className="muted">
            {t("On a phone the link opens your UPI app; on a computer, scan the code with your phone.")}
          </p>
          {/* Drawn on the server: no script, no image request. */}
          <div
            className="upi-qr"
            role="img"
            aria-label={t("QR code to pay {{amount}} with UPI", { amount: upi.amount })}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is made on the server by the qrcode library from our own link
            dangerouslySetInnerHTML={{ __html: upi.qrSvg }}
          />
        </section>
      ) : null}

      {account && account.balancePaise > 0 ? (
        <section aria-labelledby="have-paid">
          <h2 id="have-paid">{t("I have paid")}</h2>
          <p>{t("Paid by UPI? Tell your teacher the transaction id; they confirm it and you get a receipt.")}</p>
          <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack narrow">
            <FormToken />
            <IdempotencyKey value={loaderData.idempotencyKey} />
            <FormError id={form.errorId} errors={form.errors} />
            <Field label={t("Amount paid (₹)")} meta={fields.amount} inputMode="decimal" />
            <Field
              label={t("UPI transaction id")}
              meta={fields.transaction_id}
              hint={t("The 12-digit UTR in your UPI app")}
            />
            <SubmitButton>{t("I have paid")}</SubmitButton>
          </Form>
        </section>
      ) : null}

      {account ? (
        <section aria-labelledby="receipts">
          <h2 id="receipts">{t("Receipts")}</h2>
          {account.payments.length === 0 ? <p className="empty">{t("No payments yet.")}</p> : null}
          <ul>
            {account.payments.map((payment) => (
              <li key={payment.id}>
                <Link to={`/fees/receipts/${payment.id}`}>
                  {t("Receipt {{number}}", { number: payment.receiptNo })}
                </Link>
                : {payment.amount}, {payment.paidDay}
                {payment.reversal ? ` (${t("reversed: {{reason}}", { reason: payment.reversal.reason })})` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {account && account.upiReports.length > 0 ? (
        <section aria-labelledby="reported">
          <h2 id="reported">{t("Payments you reported")}</h2>
          <ul>
            {account.upiReports.map((report) => (
              <li key={report.id}>
                {t("{{amount}}, transaction id {{id}}, {{day}}:", {
                  amount: report.amount,
                  id: report.transactionId,
                  day: report.reportedDay,
                })}{" "}
                {reportStates[report.state] ?? report.state}
                {report.state === "rejected" ? ` (${report.rejectReason})` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { useTranslation } from "~/i18n/use-translation";
import { Field, FormError, SubmitButton } from "./form-parts";
import { FormToken } from "./form-token";
import { IdempotencyKey } from "./idempotency-key";

/**
 * Paying by UPI without a gateway, as the student's Fees page and the parent's page both offer it: the
 * `upi://pay` link and its QR code, 'I have paid' with the transaction id, and the reports still to confirm.
 */

/** 'Pay with UPI' for what is due now, its amount already written in the reader's language. */
export type UpiFacts = { link: string; qrSvg: string; payee: string; amount: string };

export type UpiReportFacts = {
  id: number;
  amount: string;
  transactionId: string;
  state: string;
  rejectReason: string;
  reportedDay: string;
};

export function PayWithUpi({ upi }: { upi: UpiFacts }) {
  const { t } = useTranslation("fees");
  return (
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
  );
}

/**
 * 'I have paid': the amount (the oldest instalment's remainder to start with, as a person types rupees) and the
 * UPI transaction id, posted to the page it is on; nothing is recorded until the teacher confirms it.
 */
export function HavePaidForm({
  lastResult,
  dueNow,
  idempotencyKey,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  dueNow: string;
  idempotencyKey: string;
}) {
  const { t } = useTranslation("fees");
  const [form, fields] = useForm<{ amount: string; transaction_id: string }>({
    lastResult,
    defaultValue: { amount: dueNow },
  });
  return (
    <section aria-labelledby="have-paid">
      <h2 id="have-paid">{t("I have paid")}</h2>
      <p>{t("Paid by UPI? Tell your teacher the transaction id; they confirm it and you get a receipt.")}</p>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack narrow">
        <FormToken />
        <IdempotencyKey value={idempotencyKey} />
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
  );
}

/** The payments reported with 'I have paid', each with where it stands. */
export function ReportedPayments({ reports }: { reports: UpiReportFacts[] }) {
  const { t } = useTranslation("fees");
  const reportStates: Record<string, string> = {
    waiting: t("Waiting for your teacher to confirm"),
    confirmed: t("Confirmed"),
    rejected: t("Rejected"),
  };
  if (reports.length === 0) return null;
  return (
    <section aria-labelledby="reported">
      <h2 id="reported">{t("Payments you reported")}</h2>
      <ul>
        {reports.map((report) => (
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
  );
}

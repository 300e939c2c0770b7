import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FeeInstalments } from "~/components/fee-instalments";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { myFees } from "~/domain/fees/accounts.server";
import { rupeesText } from "~/domain/fees/money";
import { payWithUpi, reportUpiPayment } from "~/domain/fees/upi.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";
import { upiReportSchema } from "~/schemas/fees";
import type { Route } from "./+types/fees";

export const meta: Route.MetaFunction = () => [{ title: "Fees" }];

export async function loader({ context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const { account } = await myFees(student);
  return { account, upi: account ? await payWithUpi(student.id, account.instalments) : null };
}

/** 'I have paid': the UPI transaction id, for the teacher to confirm; nothing is recorded until they do. */
export async function action({ request, context }: Route.ActionArgs) {
  const student = requireStudent(context);
  return handleForm(await readFormData(request), upiReportSchema, async (value) => {
    const { message } = await reportUpiPayment(student, value);
    return redirectWithToast(context, "/fees", "success", message);
  });
}

const REPORT_STATES: Record<string, string> = {
  waiting: "Waiting for your teacher to confirm",
  confirmed: "Confirmed",
  rejected: "Rejected",
};

/** The student's fees: plan, instalments and their state, the balance, 'Pay with UPI', receipts, and reports. */
export default function Fees({ loaderData, actionData }: Route.ComponentProps) {
  const { account, upi } = loaderData;
  const due = account?.instalments.find((row) => row.state !== "paid");
  const [form, fields] = useForm<{ amount: string; transaction_id: string }>({
    lastResult: actionData,
    defaultValue: { amount: due ? rupeesText(due.left.paise) : "" },
  });
  return (
    <main id="main" className="page">
      <h1>Fees</h1>
      {account === null ? <p className="empty">You are not on a fee plan yet.</p> : null}
      {account ? <FeeInstalments account={account} /> : null}

      {upi ? (
        <section aria-labelledby="pay-upi" className="card">
          <h2 id="pay-upi">Pay with UPI</h2>
          <p>
            <a href={upi.link} className="button">
              Pay with UPI
            </a>{" "}
            {upi.amount} to {upi.payee}
          </p>
          <p className="muted">On a phone the link opens your UPI app; on a computer, scan the code with your phone.</p>
          {/* Drawn on the server: no script, no image request. */}
          <div
            className="upi-qr"
            role="img"
            aria-label={`QR code to pay ${upi.amount} with UPI`}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the SVG is made on the server by the qrcode library from our own link
            dangerouslySetInnerHTML={{ __html: upi.qr_svg }}
          />
        </section>
      ) : null}

      {account && account.balance.paise > 0 ? (
        <section aria-labelledby="have-paid">
          <h2 id="have-paid">I have paid</h2>
          <p>Paid by UPI? Tell your teacher the transaction id; they confirm it and you get a receipt.</p>
          <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack narrow">
            <FormToken />
            <FormError id={form.errorId} errors={form.errors} />
            <Field label="Amount paid (₹)" meta={fields.amount} inputMode="decimal" />
            <Field label="UPI transaction id" meta={fields.transaction_id} hint="The 12-digit UTR in your UPI app" />
            <SubmitButton>I have paid</SubmitButton>
          </Form>
        </section>
      ) : null}

      {account ? (
        <section aria-labelledby="receipts">
          <h2 id="receipts">Receipts</h2>
          {account.payments.length === 0 ? <p className="empty">No payments yet.</p> : null}
          <ul>
            {account.payments.map((payment) => (
              <li key={payment.id}>
                <Link to={`/fees/receipts/${payment.id}`}>Receipt {payment.receipt_no}</Link>: {payment.amount.text},{" "}
                {payment.paid_on}
                {payment.reversed ? ` (reversed: ${payment.reversed.reason})` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {account && account.upi_reports.length > 0 ? (
        <section aria-labelledby="reported">
          <h2 id="reported">Payments you reported</h2>
          <ul>
            {account.upi_reports.map((report) => (
              <li key={report.id}>
                {report.amount.text}, transaction id {report.transaction_id}, {report.reported_on}:{" "}
                {REPORT_STATES[report.state] ?? report.state}
                {report.state === "rejected" ? ` (${report.reject_reason})` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

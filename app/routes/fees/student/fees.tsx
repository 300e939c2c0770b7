import { Link } from "react-router";
import { FeeInstalments } from "~/components/fee-instalments";
import { HavePaidForm, PayWithUpi, ReportedPayments } from "~/components/upi-payment";
import { myFees } from "~/domain/fees/accounts.server";
import { newIdempotencyKey } from "~/domain/fees/resent.server";
import { payWithUpi, reportUpiPayment } from "~/domain/fees/upi.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { upiReportSchema } from "~/schemas/fees";
import { accountForScreen, dueNowText, feeWriter, upiForScreen } from "../+shared/fee-view.server";
import type { Route } from "./+types/fees";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Fees" }];

export async function loader({ context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const account = await myFees(student);
  const language = languageFrom(context);
  const title = translatorOf(context, "fees")("Fees");
  const upi = account ? await payWithUpi(student.id, account.instalments) : null;
  return {
    title,
    account: account ? accountForScreen(account, language) : null,
    upi: upiForScreen(upi, feeWriter(language)),
    dueNow: account ? dueNowText(account.instalments) : "",
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
  return (
    <main id="main" className="page">
      <h1>{t("Fees")}</h1>
      {account === null ? <p className="empty">{t("You are not on a fee plan yet.")}</p> : null}
      {account ? <FeeInstalments account={account} /> : null}
      {upi ? <PayWithUpi upi={upi} /> : null}
      {account && account.balancePaise > 0 ? (
        <HavePaidForm lastResult={actionData} dueNow={dueNow} idempotencyKey={loaderData.idempotencyKey} />
      ) : null}

      {account ? (
        <section aria-labelledby="receipts">
          <h2 id="receipts">{t("Receipts")}</h2>
          {account.payments.length === 0 && !account.paidBefore ? (
            <p className="empty">{t("No payments yet.")}</p>
          ) : null}
          <ul>
            {account.paidBefore ? (
              <li>
                {t("Paid before")}: {account.paidBefore}
              </li>
            ) : null}
            {account.payments.map((payment) => (
              <li key={payment.id}>
                <Link to={`/fees/receipts/${payment.id}`}>
                  {t("Receipt {{number}}", { number: payment.receiptNo })}
                </Link>
                : {payment.amount}, {payment.paidDay}
                {payment.reversal ? ` (${t("reversed: {{reason}}", { reason: payment.reversal.reason })})` : ""}{" "}
                <a href={`/fees/receipts/${payment.id}/pdf`} download>
                  {t("Download PDF")}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {account ? <ReportedPayments reports={account.upiReports} /> : null}
    </main>
  );
}

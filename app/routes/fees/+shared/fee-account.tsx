import { Form, Link } from "react-router";
import { type FeeAccountFacts, FeeInstalments, useModeWords } from "~/components/fee-instalments";
import { SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { Spaced } from "~/components/spaced";
import { stateName } from "~/domain/fees/gst/gstin";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The fee account on a student's page (/teacher/students/{id}): instalments, the book of payments and reversals,
 * and the teacher's steps, each a dialog with its own address under the page.
 */
export function FeeAccountSection({
  studentId,
  account,
  taxDetails,
}: {
  studentId: number;
  account: FeeAccountFacts | null;
  /** The student's GSTIN and state code while the institute is GST-registered; null hides all of GST. */
  taxDetails: { gstin: string; state: string } | null;
}) {
  const base = `/teacher/students/${studentId}/fees`;
  const { t } = useTranslation("fees");
  const modeWords = useModeWords();
  const heads = {
    receipt: t("Receipt"),
    day: t("Date"),
    amount: t("Amount"),
    mode: t("Mode"),
    reference: t("Reference"),
  };
  return (
    <section aria-labelledby="student-fees">
      <h2 id="student-fees">{t("Fees")}</h2>
      {taxDetails ? (
        <p>
          {t("For tax invoices: GSTIN {{gstin}}, state {{state}}.", {
            gstin: taxDetails.gstin || t("none"),
            state: taxDetails.state ? t(stateName(taxDetails.state)) : t("not given"),
          })}{" "}
          <Link to={`${base}/tax`} preventScrollReset>
            {t("Edit tax details")}
          </Link>
        </p>
      ) : null}
      {account === null ? (
        <>
          <p className="empty">{t("Not on a fee plan yet.")}</p>
          <Link to={`${base}/plan`} className="button button-quiet" preventScrollReset>
            {t("Put on plan")}
          </Link>
        </>
      ) : (
        <>
          <FeeInstalments account={account} />
          <div className="actions">
            <Spaced>
              {account.balancePaise > 0 ? (
                <Link to={`${base}/payment`} className="button" preventScrollReset>
                  {t("Record payment")}
                </Link>
              ) : null}
              {account.payments.length === 0 && !account.paidBefore ? (
                <Link to={`${base}/plan`} className="button button-quiet" preventScrollReset>
                  {t("Change plan")}
                </Link>
              ) : null}
              {account.balancePaise > 0 ? (
                <Form method="post" action={`${base}/remind`} className="inline-form">
                  <FormToken />
                  <SubmitButton className="button button-quiet">{t("Send reminder now")}</SubmitButton>
                </Form>
              ) : null}
            </Spaced>
          </div>
          <h3>{t("Payments")}</h3>
          {account.payments.length === 0 && !account.paidBefore ? (
            <p className="empty">{t("No payments yet.")}</p>
          ) : null}
          {account.payments.length > 0 || account.paidBefore ? (
            <div className="table-scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{heads.receipt}</th>
                    <th scope="col">{heads.day}</th>
                    <th scope="col">{heads.amount}</th>
                    <th scope="col">{heads.mode}</th>
                    <th scope="col">{heads.reference}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t("Steps")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {account.paidBefore ? (
                    <tr>
                      <td>{t("Paid before")}</td>
                      <td data-label={heads.day} />
                      <td data-label={heads.amount}>{account.paidBefore}</td>
                      <td colSpan={3}>{t("Paid before the fee book was kept here: no receipt")}</td>
                    </tr>
                  ) : null}
                  {account.payments.flatMap((payment) => [
                    <tr key={payment.id}>
                      <td data-label={heads.receipt}>
                        <Link to={`/fees/receipts/${payment.id}`}>{payment.receiptNo}</Link>{" "}
                        <a href={`/fees/receipts/${payment.id}/pdf`} download>
                          {t("Download PDF")}
                        </a>
                      </td>
                      <td data-label={heads.day}>{payment.paidDay}</td>
                      <td data-label={heads.amount}>{payment.amount}</td>
                      <td data-label={heads.mode}>{modeWords(payment.mode)}</td>
                      <td data-label={payment.reference ? heads.reference : undefined}>{payment.reference}</td>
                      <td>
                        {payment.reversal ? null : (
                          <Link to={`${base}/payments/${payment.id}/reverse`} preventScrollReset>
                            {t("Reverse payment")}
                          </Link>
                        )}
                      </td>
                    </tr>,
                    payment.reversal ? (
                      <tr key={`${payment.id}-reversal`}>
                        <td>{t("Reversal of {{number}}", { number: payment.receiptNo })}</td>
                        <td data-label={heads.day}>{payment.reversal.day}</td>
                        <td data-label={heads.amount}>−{payment.amount}</td>
                        <td colSpan={3}>{t("Reason: {{reason}}", { reason: payment.reversal.reason })}</td>
                      </tr>
                    ) : null,
                  ])}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

import { useTranslation } from "~/i18n/use-translation";
import { useModeWords } from "./fee-instalments";
import type { UpiFacts, UpiReportFacts } from "./upi-payment";

/** The fees on a parent's page, with amounts and days already written in the reader's language. */
export type FamilyFeesFacts = {
  planName: string;
  upi: UpiFacts | null;
  /** What 'I have paid' starts with (rupees as a person types them); empty when nothing is due. */
  dueNow: string;
  upiReports: UpiReportFacts[];
  balance: string;
  /** What was paid before the institute kept its fee book here (no receipt); null when nothing. */
  paidBefore: string | null;
  overdue: string | null;
  nextDue: { amount: string; day: string; daysOverdue: number } | null;
  receipts: {
    receiptNo: string;
    /** Where its PDF downloads from. */
    pdf: string;
    day: string;
    amount: string;
    mode: string;
    reversal: { reason: string; day: string } | null;
  }[];
};

/**
 * The fee part of /family/{token}: the balance, the next instalment to pay and every receipt's details, read-only
 * (the parent has no account to open a receipt's own page with).
 */
export function FamilyFees({ fees }: { fees: FamilyFeesFacts | null }) {
  const { t } = useTranslation("fees");
  const modeWords = useModeWords();
  const heads = { receiptNo: t("Receipt number"), day: t("Date"), amount: t("Amount"), mode: t("Mode") };
  return (
    <section aria-labelledby="family-fees">
      <h2 id="family-fees">{t("Fees")}</h2>
      {fees === null ? (
        <p className="empty">{t("Not on a fee plan yet.")}</p>
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>{t("Plan")}</dt>
              <dd translate="no">{fees.planName}</dd>
            </div>
            {fees.paidBefore ? (
              <div>
                <dt>{t("Paid before")}</dt>
                <dd>{fees.paidBefore}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("Balance")}</dt>
              <dd>{fees.balance}</dd>
            </div>
            {fees.overdue ? (
              <div>
                <dt>{t("Overdue")}</dt>
                <dd>{fees.overdue}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t("Next due")}</dt>
              <dd>
                {fees.nextDue === null
                  ? t("Nothing is due")
                  : fees.nextDue.daysOverdue > 0
                    ? t("{{amount}}, overdue by {{count}} days", {
                        amount: fees.nextDue.amount,
                        count: fees.nextDue.daysOverdue,
                      })
                    : t("{{amount}}, due on {{day}}", { amount: fees.nextDue.amount, day: fees.nextDue.day })}
              </dd>
            </div>
          </dl>
          <h3>{t("Receipts")}</h3>
          {fees.receipts.length === 0 ? (
            <p className="empty">{t("No payments yet.")}</p>
          ) : (
            <div className="table-scroll">
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{heads.receiptNo}</th>
                    <th scope="col">{heads.day}</th>
                    <th scope="col">{heads.amount}</th>
                    <th scope="col">{heads.mode}</th>
                  </tr>
                </thead>
                <tbody>
                  {fees.receipts.flatMap((receipt) => [
                    <tr key={receipt.receiptNo}>
                      <td data-label={heads.receiptNo}>
                        {receipt.receiptNo}{" "}
                        <a href={receipt.pdf} download>
                          {t("Download PDF")}
                        </a>
                      </td>
                      <td data-label={heads.day}>{receipt.day}</td>
                      <td data-label={heads.amount}>{receipt.amount}</td>
                      <td data-label={heads.mode}>{modeWords(receipt.mode)}</td>
                    </tr>,
                    receipt.reversal ? (
                      <tr key={`${receipt.receiptNo}-reversal`}>
                        <td colSpan={4}>
                          {t("Reversed on {{day}}: {{reason}}", {
                            day: receipt.reversal.day,
                            reason: receipt.reversal.reason,
                          })}
                        </td>
                      </tr>
                    ) : null,
                  ])}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

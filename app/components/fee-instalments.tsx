import { useTranslation } from "~/i18n/use-translation";
import { PAYMENT_MODES } from "~/schemas/fees";

/** A fee account's instalments and totals, as the teacher and the student both see them. */

/** A fee account with its amounts and days already written in the reader's language (fee-view.server.ts). */
export type FeeAccountFacts = {
  plan: { name: string; batchName: string };
  discount: string | null;
  discountReason: string;
  paid: string;
  /** What was paid before the fee book was kept here (an import's opening balance): no receipt; null when nothing. */
  paidBefore: string | null;
  balance: string;
  balancePaise: number;
  overdue: string;
  instalments: {
    position: number;
    dueDay: string;
    amount: string;
    /** Fees that exclude GST: the plan's amount and the GST on top, which `amount` adds up; null otherwise. */
    tax: { base: string; gst: string } | null;
    paid: string;
    left: string;
    state: "paid" | "due" | "overdue";
    daysOverdue: number;
  }[];
  payments: {
    id: number;
    receiptNo: string;
    paidDay: string;
    amount: string;
    mode: string;
    reference: string;
    reversal: { reason: string; day: string } | null;
  }[];
  upiReports: {
    id: number;
    amount: string;
    transactionId: string;
    state: string;
    rejectReason: string;
    reportedDay: string;
  }[];
};

/** How a payment was made, in the reader's words. */
export function useModeWords() {
  const { t } = useTranslation("fees");
  return (mode: string) => (mode in PAYMENT_MODES ? t(PAYMENT_MODES[mode as keyof typeof PAYMENT_MODES]) : mode);
}

/** An instalment's state in words: paid, due on its day, or overdue by some days. */
export function useInstalmentState() {
  const { t } = useTranslation("fees");
  return (row: FeeAccountFacts["instalments"][number]) =>
    row.state === "paid"
      ? t("Paid")
      : row.state === "overdue"
        ? t("Overdue by {{count}} days", { count: row.daysOverdue })
        : t("Due on {{day}}", { day: row.dueDay });
}

export function FeeInstalments({ account }: { account: FeeAccountFacts }) {
  const { t } = useTranslation("fees");
  const stateWords = useInstalmentState();
  const heads = {
    instalment: t("Instalment"),
    dueDay: t("Due date"),
    amount: t("Amount"),
    paid: t("Paid"),
    state: t("State"),
  };
  return (
    <>
      <p>
        {t("Plan:")} <strong translate="no">{account.plan.name}</strong> (
        <span translate="no">{account.plan.batchName}</span>)
        {account.discount
          ? ` · ${t("Discount {{amount}}: {{reason}}", { amount: account.discount, reason: account.discountReason })}`
          : ""}
      </p>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{heads.instalment}</th>
              <th scope="col">{heads.dueDay}</th>
              <th scope="col">{heads.amount}</th>
              <th scope="col">{heads.paid}</th>
              <th scope="col">{heads.state}</th>
            </tr>
          </thead>
          <tbody>
            {account.instalments.map((row) => (
              <tr key={row.position}>
                <td data-label={heads.instalment}>{row.position}</td>
                <td data-label={heads.dueDay}>{row.dueDay}</td>
                <td data-label={heads.amount}>
                  {row.amount}
                  {row.tax ? (
                    <small className="hint">
                      {" "}
                      {t("({{base}} + GST {{gst}})", { base: row.tax.base, gst: row.tax.gst })}
                    </small>
                  ) : null}
                </td>
                <td data-label={heads.paid}>{row.paid}</td>
                <td data-label={heads.state}>{stateWords(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="facts">
        <div>
          <dt>{t("Paid")}</dt>
          <dd>{account.paid}</dd>
        </div>
        <div>
          <dt>{t("Balance")}</dt>
          <dd>{account.balance}</dd>
        </div>
        <div>
          <dt>{t("Overdue")}</dt>
          <dd>{account.overdue}</dd>
        </div>
      </dl>
    </>
  );
}

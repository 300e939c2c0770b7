import { useTranslation } from "react-i18next";

/** A fee account's instalments and totals, as the teacher and the student both see them (issue 26). */

type Money = { paise: number; text: string };
export type FeeAccountFacts = {
  plan: { name: string; batch_name: string };
  discount: Money;
  discount_reason: string;
  paid: Money;
  balance: Money;
  overdue: Money;
  instalments: {
    position: number;
    due_on: string;
    amount: Money;
    paid: Money;
    left: Money;
    state: "paid" | "due" | "overdue";
    days_overdue: number;
  }[];
};

export function FeeInstalments({ account }: { account: FeeAccountFacts }) {
  const { t } = useTranslation("fees");
  const stateWords = (row: FeeAccountFacts["instalments"][number]) =>
    row.state === "paid"
      ? t("Paid")
      : row.state === "overdue"
        ? t("Overdue by {{count}} days", { count: row.days_overdue })
        : t("Due on {{day}}", { day: row.due_on });
  return (
    <>
      <p>
        {t("Plan:")} <strong>{account.plan.name}</strong> ({account.plan.batch_name})
        {account.discount.paise > 0
          ? ` · ${t("Discount {{amount}}: {{reason}}", { amount: account.discount.text, reason: account.discount_reason })}`
          : ""}
      </p>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t("Instalment")}</th>
              <th scope="col">{t("Due date")}</th>
              <th scope="col">{t("Amount")}</th>
              <th scope="col">{t("Paid")}</th>
              <th scope="col">{t("State")}</th>
            </tr>
          </thead>
          <tbody>
            {account.instalments.map((row) => (
              <tr key={row.position}>
                <td>{row.position}</td>
                <td>{row.due_on}</td>
                <td>{row.amount.text}</td>
                <td>{row.paid.text}</td>
                <td>{stateWords(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="facts">
        <div>
          <dt>{t("Paid")}</dt>
          <dd>{account.paid.text}</dd>
        </div>
        <div>
          <dt>{t("Balance")}</dt>
          <dd>{account.balance.text}</dd>
        </div>
        <div>
          <dt>{t("Overdue")}</dt>
          <dd>{account.overdue.text}</dd>
        </div>
      </dl>
    </>
  );
}

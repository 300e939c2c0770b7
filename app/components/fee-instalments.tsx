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

const stateWords = (row: FeeAccountFacts["instalments"][number]) =>
  row.state === "paid"
    ? "Paid"
    : row.state === "overdue"
      ? `Overdue by ${row.days_overdue} day${row.days_overdue === 1 ? "" : "s"}`
      : `Due on ${row.due_on}`;

export function FeeInstalments({ account }: { account: FeeAccountFacts }) {
  return (
    <>
      <p>
        Plan: <strong>{account.plan.name}</strong> ({account.plan.batch_name})
        {account.discount.paise > 0 ? ` · Discount ${account.discount.text}: ${account.discount_reason}` : ""}
      </p>
      <div className="table-scroll">
        <table className="table">
          <thead>
            <tr>
              <th scope="col">Instalment</th>
              <th scope="col">Due date</th>
              <th scope="col">Amount</th>
              <th scope="col">Paid</th>
              <th scope="col">State</th>
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
          <dt>Paid</dt>
          <dd>{account.paid.text}</dd>
        </div>
        <div>
          <dt>Balance</dt>
          <dd>{account.balance.text}</dd>
        </div>
        <div>
          <dt>Overdue</dt>
          <dd>{account.overdue.text}</dd>
        </div>
      </dl>
    </>
  );
}

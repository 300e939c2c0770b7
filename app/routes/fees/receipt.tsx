import { Link, redirect } from "react-router";
import { getReceipt } from "~/domain/fees/receipts.server";
import { getActor } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import "~/styles/receipt.css";
import type { Route } from "./+types/receipt";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? `Receipt ${loaderData.receipt.receipt_no}` : "Receipt" },
];

/** A teacher reads any receipt, a student only their own (another's is 404); nobody else gets past sign-in. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = getActor(context);
  if (!actor) throw redirect("/signin");
  const { receipt } = await readForPage(() => getReceipt(actor, idParam(params.paymentId)));
  const back = actor.role === "admin" ? `/teacher/students/${receipt.student.id}` : "/fees";
  return { receipt, back };
}

/** The printable receipt: one A5 (or A4) page, a plain table that reads well in a text browser too. */
export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt, back } = loaderData;
  return (
    <main id="main" className="receipt">
      <p className="no-print">
        <Link to={back}>← Back</Link>
      </p>
      <header className="receipt-head">
        <p className="receipt-institute">{receipt.institute.name}</p>
        {receipt.institute.address ? <p>{receipt.institute.address}</p> : null}
        <p>{[receipt.institute.phone, receipt.institute.email].filter(Boolean).join(" · ")}</p>
      </header>
      <h1>Fee receipt</h1>
      {receipt.reversed ? (
        <p className="receipt-reversed">
          Reversed on {receipt.reversed.on}: {receipt.reversed.reason}
        </p>
      ) : null}
      <table className="receipt-table">
        <tbody>
          <tr>
            <th scope="row">Receipt number</th>
            <td>{receipt.receipt_no}</td>
          </tr>
          <tr>
            <th scope="row">Date</th>
            <td>{receipt.paid_on}</td>
          </tr>
          <tr>
            <th scope="row">Student</th>
            <td>
              {receipt.student.name}
              {receipt.student.roll_no ? ` (roll number ${receipt.student.roll_no})` : ""}
            </td>
          </tr>
          <tr>
            <th scope="row">Batch</th>
            <td>{receipt.batch_name}</td>
          </tr>
          <tr>
            <th scope="row">Fee plan</th>
            <td>{receipt.plan_name}</td>
          </tr>
          <tr>
            <th scope="row">Amount</th>
            <td>
              <strong>{receipt.amount}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">In words</th>
            <td>{receipt.amount_words}</td>
          </tr>
          <tr>
            <th scope="row">Mode</th>
            <td>{receipt.mode_words}</td>
          </tr>
          {receipt.reference ? (
            <tr>
              <th scope="row">Reference</th>
              <td>{receipt.reference}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">Balance after this payment</th>
            <td>{receipt.balance_after}</td>
          </tr>
        </tbody>
      </table>
      <p className="receipt-sign">Received by: ____________________</p>
    </main>
  );
}

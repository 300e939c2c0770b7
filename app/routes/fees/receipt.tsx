import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { getReceipt } from "~/domain/fees/receipts.server";
import { getActor } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import "~/styles/receipt.css";
import type { Route } from "./+types/receipt";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Receipt" }];

/** A teacher reads any receipt, a student only their own (another's is 404); nobody else gets past sign-in. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = getActor(context);
  if (!actor) throw redirect("/signin");
  const { receipt } = await readForPage(() => getReceipt(actor, idParam(params.paymentId)));
  const back = actor.role === "teacher" ? `/teacher/students/${receipt.student.id}` : "/fees";
  const title = translatorOf(context, "fees")("Receipt {{number}}", { number: receipt.receipt_no });
  return { receipt, back, title };
}

/** The printable receipt: one A5 (or A4) page, a plain table that reads well in a text browser too. */
export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt, back } = loaderData;
  const { t } = useTranslation("fees");
  const modes: Record<string, string> = {
    cash: t("Cash"),
    upi: t("UPI"),
    bank: t("Bank transfer"),
    cheque: t("Cheque"),
  };
  return (
    <main id="main" className="receipt">
      <p className="no-print">
        <Link to={back}>← {t("Back")}</Link>
      </p>
      <header className="receipt-head">
        <p className="receipt-institute">{receipt.institute.name}</p>
        {receipt.institute.address ? <p>{receipt.institute.address}</p> : null}
        <p>{[receipt.institute.phone, receipt.institute.email].filter(Boolean).join(" · ")}</p>
      </header>
      <h1>{t("Fee receipt")}</h1>
      {receipt.reversed ? (
        <p className="receipt-reversed">
          {t("Reversed on {{day}}: {{reason}}", { day: receipt.reversed.on, reason: receipt.reversed.reason })}
        </p>
      ) : null}
      <table className="receipt-table">
        <tbody>
          <tr>
            <th scope="row">{t("Receipt number")}</th>
            <td>{receipt.receipt_no}</td>
          </tr>
          <tr>
            <th scope="row">{t("Date")}</th>
            <td>{receipt.paid_on}</td>
          </tr>
          <tr>
            <th scope="row">{t("Student")}</th>
            <td>
              {receipt.student.name}
              {receipt.student.roll_no ? ` (${t("roll number {{number}}", { number: receipt.student.roll_no })})` : ""}
            </td>
          </tr>
          <tr>
            <th scope="row">{t("Batch")}</th>
            <td>{receipt.batch_name}</td>
          </tr>
          <tr>
            <th scope="row">{t("Fee plan")}</th>
            <td>{receipt.plan_name}</td>
          </tr>
          <tr>
            <th scope="row">{t("Amount")}</th>
            <td>
              <strong>{receipt.amount}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">{t("In words")}</th>
            <td>{receipt.amount_words}</td>
          </tr>
          <tr>
            <th scope="row">{t("Mode")}</th>
            <td>{modes[receipt.mode] ?? receipt.mode}</td>
          </tr>
          {receipt.reference ? (
            <tr>
              <th scope="row">{t("Reference")}</th>
              <td>{receipt.reference}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t("Balance after this payment")}</th>
            <td>{receipt.balance_after}</td>
          </tr>
        </tbody>
      </table>
      <p className="receipt-sign">{t("Received by:")} ____________________</p>
    </main>
  );
}

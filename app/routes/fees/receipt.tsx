import { Link, redirect } from "react-router";
import { useModeWords } from "~/components/fee-instalments";
import { paiseInWords } from "~/domain/fees/amount-in-words";
import { type DocumentLine, documentLines, documentTitle } from "~/domain/fees/gst/document-lines.server";
import { getReceipt } from "~/domain/fees/receipts.server";
import { getActor } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import "~/styles/receipt.css";
import { feeWriter } from "./+shared/fee-view.server";
import type { Route } from "./+types/receipt";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Receipt" }];

/** A teacher reads any receipt, a student only their own (another's is 404); nobody else gets past sign-in. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const actor = getActor(context);
  if (!actor) throw redirect("/signin");
  const found = await readForPage(() => getReceipt(actor, idParam(params.paymentId)));
  const language = languageFrom(context);
  const write = feeWriter(language);
  const back = actor.role === "teacher" ? `/teacher/students/${found.student.id}` : "/fees";
  const title = translatorOf(context, "fees")("Receipt {{number}}", { number: found.receiptNo });
  const receipt = {
    ...found,
    paidDay: write.day(found.paidOn),
    amount: write.money(found.amountPaise),
    amountWords: paiseInWords(found.amountPaise, language),
    towards: found.towards.map((due) => ({ position: due.position, of: due.of, day: write.day(due.dueOn) })),
    balanceAfter: write.money(found.balanceAfterPaise),
    reversal: found.reversal ? { reason: found.reversal.reason, day: write.moment(found.reversal.at) } : null,
    taxInvoice: found.taxInvoice
      ? {
          title: documentTitle("invoice", language),
          lines: documentLines(found.taxInvoice, language, { inWords: false }),
        }
      : null,
    creditNote: found.creditNote
      ? {
          title: documentTitle("credit", language),
          lines: documentLines(found.creditNote, language, { invoiceNumber: found.taxInvoice?.number }),
        }
      : null,
  };
  return { receipt, back, title };
}

/** The printable receipt: one A5 (or A4) page, a plain table that reads well in a text browser too. */
export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { receipt, back } = loaderData;
  const { t } = useTranslation("fees");
  const modeWords = useModeWords();
  return (
    <main id="main" className="receipt">
      <p className="no-print">
        <Link to={back}>← {t("Back")}</Link> ·{" "}
        <a href={`/fees/receipts/${receipt.id}/pdf`} download>
          {t("Download PDF")}
        </a>
      </p>
      <header className="receipt-head">
        <p className="receipt-institute">{receipt.institute.name}</p>
        {receipt.institute.address ? <p>{receipt.institute.address}</p> : null}
        <p>{[receipt.institute.phone, receipt.institute.email].filter(Boolean).join(" · ")}</p>
      </header>
      <h1>{t("Fee receipt")}</h1>
      {receipt.taxInvoice ? (
        <section aria-labelledby="tax-invoice">
          <h2 id="tax-invoice">{receipt.taxInvoice.title}</h2>
          <DocumentTable lines={receipt.taxInvoice.lines} />
        </section>
      ) : null}
      {receipt.reversal ? (
        <p className="receipt-reversed">
          {t("Reversed on {{day}}: {{reason}}", { day: receipt.reversal.day, reason: receipt.reversal.reason })}
        </p>
      ) : null}
      <table className="receipt-table">
        <tbody>
          <tr>
            <th scope="row">{t("Receipt number")}</th>
            <td>{receipt.receiptNo}</td>
          </tr>
          <tr>
            <th scope="row">{t("Date")}</th>
            <td>{receipt.paidDay}</td>
          </tr>
          <tr>
            <th scope="row">{t("Student")}</th>
            <td>
              <span translate="no">{receipt.student.name}</span>
              {receipt.student.rollNo ? ` (${t("roll number {{number}}", { number: receipt.student.rollNo })})` : ""}
            </td>
          </tr>
          <tr>
            <th scope="row">{t("Batch")}</th>
            <td translate="no">{receipt.batchName}</td>
          </tr>
          <tr>
            <th scope="row">{t("Fee plan")}</th>
            <td translate="no">{receipt.planName}</td>
          </tr>
          <tr>
            <th scope="row">{t("Amount")}</th>
            <td>
              <strong>{receipt.amount}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">{t("In words")}</th>
            <td>{receipt.amountWords}</td>
          </tr>
          {receipt.towards.length > 0 ? (
            <tr>
              <th scope="row">{t("Towards")}</th>
              <td>
                {receipt.towards
                  .map((due) =>
                    t("Instalment {{position}} of {{total}} (due {{day}})", {
                      position: due.position,
                      total: due.of,
                      day: due.day,
                    }),
                  )
                  .join(", ")}
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t("Mode")}</th>
            <td>{modeWords(receipt.mode)}</td>
          </tr>
          {receipt.reference ? (
            <tr>
              <th scope="row">{t("Reference")}</th>
              <td>{receipt.reference}</td>
            </tr>
          ) : null}
          <tr>
            <th scope="row">{t("Balance after this payment")}</th>
            <td>{receipt.balanceAfter}</td>
          </tr>
        </tbody>
      </table>
      <p className="receipt-sign">{t("Received by:")} ____________________</p>
      {receipt.creditNote ? (
        <section className="receipt-credit" aria-labelledby="credit-note">
          <h2 id="credit-note">{receipt.creditNote.title}</h2>
          <DocumentTable lines={receipt.creditNote.lines} />
        </section>
      ) : null}
    </main>
  );
}

/** A tax invoice's or credit note's lines, as issued. */
function DocumentTable({ lines }: { lines: DocumentLine[] }) {
  return (
    <table className="receipt-table">
      <tbody>
        {lines.map((line) => (
          <tr key={line.label}>
            <th scope="row">{line.label}</th>
            <td>{line.strong ? <strong>{line.value}</strong> : line.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

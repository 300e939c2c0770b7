import { config } from "~/config.server";
import type { Prisma } from "~/generated/prisma/client";
import { translatorFor } from "~/i18n/catalogues.server";
import { INTL_LOCALES } from "~/i18n/languages";
import { displayName } from "../access/actor";
import { recipientsOfStudent } from "../messages/recipients.server";
import { type Language, queueMessages } from "../messages/send.server";
import { instituteName } from "../site/settings.server";
import { formatPaise } from "./money";

/**
 * The mail of a payment recorded: to the student and their guardians who have an e-mail address, each in their
 * language, with the amount, the receipt's number and the receipt as a PDF. It is queued in the payment's
 * transaction (so it exists exactly when the payment does); the PDF is only named in it, and made by the sender
 * when it sends (app/domain/mail/made-attachments.server.ts), outside any transaction.
 */
export async function queuePaymentMail(
  tx: Prisma.TransactionClient,
  payment: { id: number; accountId: number; amountPaise: number; receiptNo: string },
) {
  const { student } = await tx.feeAccount.findUniqueOrThrow({
    where: { id: payment.accountId },
    select: { student: { select: { id: true, firstName: true, lastName: true } } },
  });
  const institute = await instituteName(tx);
  const filename = `receipt-${payment.receiptNo.replaceAll("/", "-")}.pdf`;
  await queueMessages(tx, {
    to: await recipientsOfStudent(tx, student.id),
    channels: ["email"],
    content: (language: Language, familyLink: string | null) => {
      const t = translatorFor(language, "fees");
      const values = {
        amount: formatPaise(payment.amountPaise, INTL_LOCALES[language]),
        number: payment.receiptNo,
        student: displayName(student),
      };
      return {
        subject: t("Payment of {{amount}} received: receipt {{number}}", values),
        text: [
          t("We have received {{amount}} towards the fees of {{student}}. Thank you.", values),
          t("Receipt {{number}} is attached as a PDF.", values),
          "",
          t("Fees and receipts: {{link}}", { link: familyLink ?? `${config.PUBLIC_URL}/fees` }),
          institute,
        ].join("\n"),
        attachments: [{ filename, contentType: "application/pdf", made: { receipt: payment.id, language } }],
      };
    },
  });
}

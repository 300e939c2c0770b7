import { config } from "~/config.server";
import type { Prisma } from "~/generated/prisma/client";
import { translatorFor } from "~/i18n/catalogues.server";
import { displayName } from "../access/actor";
import { languageOf } from "../messages/recipients.server";
import { queueMessages } from "../messages/send.server";
import { newOneTimeToken } from "./one-time-tokens.server";

/** A student the teacher added (an admission, an imported row) has a week to choose their first password. */
export const WELCOME_LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

type NewStudent = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: string | null;
  mobile: string | null;
};

/**
 * A student account the teacher made has no password: this writes a one-time link to choose one (the
 * 'Choose a new password' page of a reset link) and sends it to the student in their language, by mail (the
 * mail outbox when no mail server is set up) and, when they have a mobile number, in the WhatsApp outbox.
 * Call it in the transaction that creates the student, so the link exists exactly when the account does.
 */
export async function sendWelcomeLink(tx: Prisma.TransactionClient, student: NewStudent, siteUrl = config.PUBLIC_URL) {
  const { token, id } = newOneTimeToken();
  const link = `${siteUrl}/reset-password/${token}`;
  await tx.passwordResetToken.create({
    data: { id, userId: student.id, expiresAt: new Date(Date.now() + WELCOME_LINK_LIFETIME_MS) },
  });
  const name = displayName(student);
  await queueMessages(tx, {
    to: [{ name, email: student.email, mobile: student.mobile, language: languageOf(student.language) }],
    kind: "account",
    content: (language) => {
      const t = translatorFor(language, "mail");
      const hello = t("Hello {{name}},", { name });
      const welcome = t("Welcome! Your student account is ready. Choose your password within a week with this link:");
      const signIn = t("Then sign in with {{email}} and this password.", { email: student.email });
      return {
        subject: t("Choose your password"),
        text: [hello, "", welcome, "", link, "", signIn].join("\n"),
        short: `${welcome} ${link}`,
        variables: { link },
      };
    },
  });
  return link;
}

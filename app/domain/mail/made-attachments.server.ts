import { DomainError } from "../core/errors.server";
import type { MadeFile, MailAttachment } from "./outbox.server";

/**
 * A mail's attachments as the sender hands them to SMTP: those kept in the row as they are, those named in it made
 * now. The receipt's PDF code (pdfkit and its fonts) is loaded with the first such mail, not at start.
 */
export async function attachmentsToSend(json: string) {
  const attachments = JSON.parse(json) as MailAttachment[];
  const files = await Promise.all(
    attachments.map(async (attachment) => {
      if (!("made" in attachment)) return attachment;
      const content = await made(attachment.made);
      return content && { filename: attachment.filename, contentType: attachment.contentType, content };
    }),
  );
  return files.filter((file) => file !== null);
}

/** The file's bytes, or null when what it was made from is gone (the student deleted): the mail goes without it. */
async function made(file: MadeFile) {
  const { receiptPdf } = await import("../fees/receipt-pdf.server");
  const { receiptById } = await import("../fees/receipts.server");
  try {
    return await receiptPdf(await receiptById(file.receipt), file.language);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "not_found") return null;
    throw error;
  }
}

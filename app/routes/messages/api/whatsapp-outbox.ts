import { listBatchTexts } from "~/domain/messages/whatsapp-batch-texts.server";
import { listWhatsAppOutbox } from "~/domain/messages/whatsapp-outbox.server";
import { apiHandler } from "~/http/api.server";
import { whatsAppOutboxAnswer } from "../../families/api/+presenter";

/**
 * GET /teacher/outbox/whatsapp: `waiting` (one per family and day, with their wa.me `link`s, oldest first), `later`,
 * the latest `sent`, and `batch_texts` (each batch's notices to paste into its group).
 */
export const loader = apiHandler(async ({ actor }) =>
  whatsAppOutboxAnswer(await listWhatsAppOutbox(actor), await listBatchTexts(actor)),
);

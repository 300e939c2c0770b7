import { listWhatsAppOutbox } from "~/domain/messages/whatsapp-outbox.server";
import { apiHandler } from "~/http/api.server";
import { whatsAppOutboxAnswer } from "../+presenters/families";

/** GET /teacher/outbox/whatsapp: `waiting` (with their wa.me `link`s, oldest first), `later` and the latest `sent`. */
export const loader = apiHandler(async ({ actor }) => whatsAppOutboxAnswer(await listWhatsAppOutbox(actor)));

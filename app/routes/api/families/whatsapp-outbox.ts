import { listWhatsAppOutbox } from "~/domain/messages/whatsapp-outbox.server";
import { apiHandler } from "~/http/api.server";

/** GET /teacher/outbox/whatsapp: `waiting` (with their wa.me `link`s, oldest first) and the latest `sent`. */
export const loader = apiHandler(async ({ actor }) => listWhatsAppOutbox(actor));

import { markWhatsAppSent } from "~/domain/messages/whatsapp-outbox.server";
import { resourceStep } from "~/http/api-resource.server";

/** POST /teacher/outbox/whatsapp/{id}/sent: the teacher sent it from their phone; 409 once cancelled. */
export const action = resourceStep("Message", markWhatsAppSent);

import { markBatchTextSent } from "~/domain/messages/whatsapp-batch-texts.server";
import { resourceStep } from "~/http/api-resource.server";

/** POST /teacher/outbox/whatsapp/batch-texts/{id}/sent: the teacher pasted it into the batch's WhatsApp group. */
export const action = resourceStep("Message", markBatchTextSent);

import { sendBatchTextToFamilies } from "~/domain/messages/whatsapp-batch-texts.server";
import { resourceStep } from "~/http/api-resource.server";

/** POST /teacher/outbox/whatsapp/batch-texts/{id}/families: 'Send to each family', into each family's day message. */
export const action = resourceStep("Message", sendBatchTextToFamilies);

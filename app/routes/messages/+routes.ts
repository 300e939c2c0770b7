import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** What the institute sends: the mail outbox, the WhatsApp outbox, and the providers' delivery reports. */
export const messagesRoutes: AreaRoutes = {
  teacher: [
    route("teacher/outbox", "routes/messages/teacher/outbox.tsx"),
    route("teacher/outbox/whatsapp", "routes/messages/teacher/whatsapp-outbox.tsx"),
    route("teacher/outbox/whatsapp/send-all", "routes/messages/teacher/whatsapp-send-all.tsx"),
    route("teacher/outbox/delivery", "routes/messages/teacher/delivery.tsx"),
  ],
  api: [
    route("teacher/outbox/whatsapp", "routes/messages/api/whatsapp-outbox.ts"),
    route("teacher/outbox/whatsapp/:id/sent", "routes/messages/api/whatsapp-sent.ts"),
    route("teacher/outbox/whatsapp/batch-texts/:id/sent", "routes/messages/api/whatsapp-batch-text-sent.ts"),
    route("teacher/outbox/whatsapp/batch-texts/:id/families", "routes/messages/api/whatsapp-batch-text-families.ts"),
    route("teacher/outbox/deliveries", "routes/messages/api/deliveries.ts"),
    route("webhooks/whatsapp", "routes/messages/webhooks/whatsapp.ts"),
    route("webhooks/sms", "routes/messages/webhooks/sms.ts"),
  ],
};

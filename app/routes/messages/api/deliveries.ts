import { instituteToday } from "~/domain/admissions/enquiries.server";
import { listDeliveries, monthsMessages } from "~/domain/messages/deliveries.server";
import { apiHandler, parseInput, queryOf } from "~/http/api.server";
import { deliveriesSearchSchema } from "~/schemas/deliveries";

/**
 * GET /teacher/outbox/deliveries?month=&state=&page=: the month's messages and estimated cost per channel
 * (`month`), and the messages SMS or WhatsApp Business carried, newest first, each with its delivery state.
 */
export const loader = apiHandler(async ({ actor, request }) => {
  const search = parseInput(deliveriesSearchSchema, queryOf(request));
  const month = search.month ?? instituteToday().slice(0, 7);
  const [list, costs] = await Promise.all([
    listDeliveries(actor, { page: search.page, state: search.state }),
    monthsMessages(actor, month),
  ]);
  return {
    month: {
      month,
      sms: { messages: costs.sms.messages, segments: costs.sms.segments, cost_paise: costs.sms.costPaise },
      whatsapp: { messages: costs.whatsapp.messages, cost_paise: costs.whatsapp.costPaise },
      mails: costs.mails,
      from_phone: costs.fromPhone,
      total_paise: costs.totalPaise,
    },
    deliveries: list.rows.map((delivery) => ({
      id: delivery.id,
      to: delivery.to,
      to_name: delivery.toName,
      channel: delivery.channel,
      kind: delivery.kind,
      text: delivery.text,
      state: delivery.state,
      reason: delivery.reason,
      segments: delivery.segments,
      cost_paise: delivery.costPaise,
      created_at: delivery.createdAt.toISOString(),
      sent_at: delivery.sentAt?.toISOString() ?? null,
      delivered_at: delivery.deliveredAt?.toISOString() ?? null,
      read_at: delivery.readAt?.toISOString() ?? null,
      failed_at: delivery.failedAt?.toISOString() ?? null,
      instead_of: delivery.fallbackOfId,
    })),
    total: list.total,
    page: list.page,
    pages: list.pages,
  };
});

import { formatDateTime } from "~/domain/core/format.server";
import type { familyPage } from "~/domain/families/family-page.server";
import type { listBatchTexts } from "~/domain/messages/whatsapp-batch-texts.server";
import type { listWhatsAppOutbox, WhatsAppMessage } from "~/domain/messages/whatsapp-outbox.server";
import { attendanceJson } from "../../classroom/api/+presenter";
import { familyFeesAnswer } from "../../fees/api/+presenter";
import { presentTestResult } from "../../marks/api/+presenter";

/** GET /family/{token}: the parent page's data with the API's field names; results as /test/getTestResult gives them. */
export function presentFamilyPage(family: Awaited<ReturnType<typeof familyPage>>) {
  const { reportCard } = family;
  return {
    student: { name: family.student.name, batch_name: family.student.batchName },
    guardian_name: family.guardianName,
    results: family.results.map((result) => ({ ...presentTestResult(result), subject_name: result.subjectName })),
    report_card: {
      batch_name: reportCard.batchName,
      roll_no: reportCard.rollNo,
      subjects: reportCard.subjects,
      overall: reportCard.overall,
    },
    announcements: family.announcements,
    messages: family.messages,
    fees: family.fees ? familyFeesAnswer(family.fees) : null,
    attendance: attendanceJson(family.attendance),
  };
}

/** A WhatsApp message with its wa.me `link`, its moments as the site writes them ("21 Nov 2026, 04:05 pm"). */
const outboxMessageAnswer = (message: WhatsAppMessage) => ({
  id: message.id,
  to: message.to,
  toName: message.toName,
  text: message.text,
  link: message.link,
  items: message.items,
  queuedAt: formatDateTime(message.queuedAt),
  sentAt: message.sentAt ? formatDateTime(message.sentAt) : null,
});

/**
 * GET /teacher/outbox/whatsapp: `waiting` (due now, oldest first), `later` (with their `readyAt`), the latest `sent`,
 * and the waiting `batch_texts`.
 */
export const whatsAppOutboxAnswer = (
  outbox: Awaited<ReturnType<typeof listWhatsAppOutbox>>,
  batchTexts: Awaited<ReturnType<typeof listBatchTexts>>,
) => ({
  waiting: outbox.waiting.map(outboxMessageAnswer),
  later: outbox.later.map((message) => ({ ...outboxMessageAnswer(message), readyAt: formatDateTime(message.readyAt) })),
  sent: outbox.sent.map(outboxMessageAnswer),
  batch_texts: batchTexts.waiting.flatMap((batch) =>
    batch.texts.map((text) => ({
      id: text.id,
      batch_id: batch.id,
      batch_name: batch.name,
      text: text.text,
      families_waiting: text.families,
      families_told: text.familiesToldAt !== null,
    })),
  ),
});

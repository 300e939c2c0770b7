import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import type { Prisma } from "~/generated/prisma/client";
import { requestLanguage, requestTranslator } from "~/i18n/request-language.server";
import type { AnnouncementInput } from "~/schemas/families";
import type { Actor } from "../access/actor";
import { assertStudent, assertTeacher } from "../access/guards.server";
import { studentsSeeingBatch, studentsSeeingSubject, studentsSeeingTheirBatch } from "../access/rules.server";
import { renderMarkdown } from "../assistant/markdown.server";
import { invalid, notFound } from "../core/errors.server";
import { formatDateTime } from "../core/format.server";
import { readPage } from "../core/paging.server";
import { announcementMessage } from "../families/family-words.server";
import { announcementDeliveries } from "../messages/deliveries.server";
import { recipientsOfStudents } from "../messages/recipients.server";
import { queueMessages } from "../messages/send.server";
import { seenCounts } from "./announcement-seen.server";
import { NOT_FOUND, seenByStudent } from "./audience.server";

export const ANNOUNCEMENTS_PER_PAGE = 10;

const announcementSelect = {
  id: true,
  title: true,
  body: true,
  audience: true,
  batchId: true,
  subjectId: true,
  pinned: true,
  askSeen: true,
  createdAt: true,
  editedAt: true,
  batch: { select: { id: true, name: true } },
  subject: { select: { id: true, name: true, batch: { select: { name: true } } } },
} as const;
type Row = Prisma.AnnouncementGetPayload<{ select: typeof announcementSelect }>;

/** The audience as the teacher's form chooses it ("institute", "batch:3", "subject:7") and as it reads. */
const audienceOf = (row: Row) => ({
  value: row.batch ? `batch:${row.batch.id}` : row.subject ? `subject:${row.subject.id}` : "institute",
  batch_name: row.batch?.name ?? null,
  subject_name: row.subject ? `${row.subject.name} (${row.subject.batch.name})` : null,
});

/** One announcement as screens and the API show it: the Markdown and its safe HTML (raw HTML shown as text). */
const present = (row: Row) => ({
  id: row.id,
  title: row.title,
  text: row.body,
  html: renderMarkdown(row.body),
  audience: audienceOf(row),
  pinned: row.pinned,
  ask_seen: row.askSeen,
  edited: row.editedAt !== null,
  created_at: row.createdAt.toISOString(),
  posted: formatDateTime(row.createdAt, requestLanguage()),
});

/** Pinned first, then newest. */
const order: Prisma.AnnouncementOrderByWithRelationInput[] = [
  { pinned: "desc" },
  { createdAt: "desc" },
  { id: "desc" },
];

async function audienceData(input: AnnouncementInput) {
  const { audience, id } = input.audience;
  const exists =
    audience === "batch"
      ? await db.batch.count({ where: { id: id ?? 0 } })
      : audience === "subject"
        ? await db.subject.count({ where: { id: id ?? 0 } })
        : 1;
  if (!exists) throw invalid("Choose who sees it.", { audience: ["Choose who sees it"] });
  return { audience, batchId: audience === "batch" ? id : null, subjectId: audience === "subject" ? id : null };
}

/** The students an announcement reaches, for sending it on: those who see it on their dashboard. */
async function audienceStudents(
  tx: Prisma.TransactionClient,
  data: { audience: string; batchId: number | null; subjectId: number | null },
) {
  const subject =
    data.audience === "subject"
      ? await tx.subject.findUniqueOrThrow({ where: { id: data.subjectId ?? 0 }, select: { id: true, batchId: true } })
      : null;
  const where: Prisma.UserWhereInput = subject
    ? studentsSeeingSubject(subject)
    : data.audience === "batch"
      ? studentsSeeingBatch(data.batchId ?? 0)
      : await studentsSeeingTheirBatch(tx);
  const students = await tx.user.findMany({ where, select: { id: true } });
  return students.map((student) => student.id);
}

export async function createAnnouncement(actor: Actor, input: AnnouncementInput) {
  assertTeacher(actor);
  const audience = await audienceData(input);
  const { row, queued } = await inTransaction(async (tx) => {
    const row = await tx.announcement.create({
      data: { title: input.title, body: input.text, askSeen: input.ask_seen, ...audience },
      select: announcementSelect,
    });
    if (!input.send) return { row, queued: 0 };
    const people = await recipientsOfStudents(tx, await audienceStudents(tx, audience));
    const counts = await queueMessages(tx, {
      to: [...people.values()].flat(),
      content: announcementMessage(input.title, input.text),
      notice: true,
      kind: "notice",
      topic: `announcement:${row.id}`,
    });
    return { row, queued: counts.mails + counts.whatsapp + counts.batchTexts };
  });
  return {
    announcement: present(row),
    queued,
    message: input.send
      ? requestTranslator("families")("Announcement posted; {{count}} messages to send", { count: queued })
      : "Announcement posted",
  };
}

export async function editAnnouncement(actor: Actor, id: number, input: AnnouncementInput) {
  assertTeacher(actor);
  const audience = await audienceData(input);
  const { count } = await db.announcement.updateMany({
    where: { id },
    data: { title: input.title, body: input.text, askSeen: input.ask_seen, ...audience, editedAt: new Date() },
  });
  if (count === 0) throw notFound(NOT_FOUND);
  return { ...(await getAnnouncement(actor, id)), message: "Announcement saved" };
}

export async function deleteAnnouncement(actor: Actor, id: number) {
  assertTeacher(actor);
  const { count } = await db.announcement.deleteMany({ where: { id } });
  if (count === 0) throw notFound(NOT_FOUND);
  return { message: "Announcement deleted" };
}

/** 'Pin' keeps one announcement at the top: pinning it unpins any other. */
export async function pinAnnouncement(actor: Actor, id: number, pinned: boolean) {
  assertTeacher(actor);
  await inTransaction(async (tx) => {
    if (!(await tx.announcement.count({ where: { id } }))) throw notFound(NOT_FOUND);
    if (pinned) await tx.announcement.updateMany({ where: { pinned: true }, data: { pinned: false } });
    await tx.announcement.update({ where: { id }, data: { pinned } });
  });
  return { message: pinned ? "Pinned to the top" : "Unpinned" };
}

export async function getAnnouncement(actor: Actor, id: number) {
  assertTeacher(actor);
  const row = await db.announcement.findUnique({ where: { id }, select: announcementSelect });
  if (!row) throw notFound(NOT_FOUND);
  return { announcement: present(row) };
}

/**
 * The teacher's list: every announcement, pinned first, then newest, paged; one that asks families for 'Seen'
 * says how many of the families it reaches saw it (`seen_by`, else null); one that an SMS gateway or WhatsApp
 * carried, how many families' phones it reached and how many read it (`delivered`, else null).
 */
export async function listAnnouncements(actor: Actor, page: number) {
  assertTeacher(actor);
  const { rows, ...facts } = await readPage(
    page,
    ANNOUNCEMENTS_PER_PAGE,
    (window) => db.announcement.findMany({ orderBy: order, ...window, select: announcementSelect }),
    () => db.announcement.count(),
  );
  const [counts, phones] = await Promise.all([seenCounts(rows), announcementDeliveries(rows.map((row) => row.id))]);
  return {
    announcements: rows.map((row) => ({
      ...present(row),
      seen_by: counts.get(row.id) ?? null,
      delivered: phones.get(row.id) ?? null,
    })),
    ...facts,
  };
}

/** The announcements one student sees, newest first (a pinned one on top), paged, each marked read or not. */
export async function announcementsOfStudent(student: { id: number; batchId: number | null }, page: number) {
  const where = await seenByStudent(student);
  const { rows, ...facts } = await readPage(
    page,
    ANNOUNCEMENTS_PER_PAGE,
    (window) =>
      db.announcement.findMany({
        where,
        orderBy: order,
        ...window,
        select: { ...announcementSelect, reads: { where: { studentId: student.id }, select: { readAt: true } } },
      }),
    () => db.announcement.count({ where }),
  );
  return {
    announcements: rows.map(({ reads, ...row }) => ({ ...present(row), unread: reads.length === 0 })),
    ...facts,
  };
}

/** A signed-in student's list (dashboard, API). */
export async function myAnnouncements(actor: Actor, page: number) {
  assertStudent(actor);
  return announcementsOfStudent(actor, page);
}

/** A student opens one announcement: it is theirs to see, and from now on it is read. */
export async function openAnnouncement(actor: Actor, id: number) {
  assertStudent(actor);
  const row = await db.announcement.findFirst({
    where: { id, ...(await seenByStudent(actor)) },
    select: announcementSelect,
  });
  if (!row) throw notFound(NOT_FOUND);
  await db.announcementRead.upsert({
    where: { announcementId_studentId: { announcementId: id, studentId: actor.id } },
    create: { announcementId: id, studentId: actor.id },
    update: {},
  });
  return { announcement: present(row) };
}

/** What the teacher's form offers as the audience: the institute, each ongoing batch, each of their subjects. */
export async function audienceChoices(actor: Actor) {
  assertTeacher(actor);
  const batches = await db.batch.findMany({
    where: { archivedAt: null },
    orderBy: { name: "asc" },
    select: { id: true, name: true, subjects: { orderBy: { name: "asc" }, select: { id: true, name: true } } },
  });
  const t = requestTranslator("families");
  return [
    { value: "institute", label: t("The whole institute") },
    ...batches.map((batch) => ({ value: `batch:${batch.id}`, label: t("Batch: {{batch}}", { batch: batch.name }) })),
    ...batches.flatMap((batch) =>
      batch.subjects.map((subject) => ({
        value: `subject:${subject.id}`,
        label: t("Subject: {{subject}} ({{batch}})", { subject: subject.name, batch: batch.name }),
      })),
    ),
  ];
}

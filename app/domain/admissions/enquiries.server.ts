import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { requestLanguage } from "~/i18n/request-language.server";
import {
  type EnquiryNoteInput,
  type EnquirySearch,
  type EnquiryStageInput,
  type NewEnquiryInput,
  OPEN_STAGES,
  type PublicEnquiryInput,
} from "~/schemas/admissions";
import { type Actor, displayName, STORED_ROLE } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { activeBatchWhere } from "../catalogue/batches.server";
import { conflict, invalid, notFound } from "../core/errors.server";
import { formatDateTime } from "../core/format.server";
import { readPage } from "../core/paging.server";
import { dateIn, now } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { isUniqueViolation } from "../core/unique-violation.server";
import { firstSending } from "../fees/resent.server";
import { queueMessages } from "../messages/send.server";
import { thanksForEnquiring } from "./enquiry-words.server";
import { guardPublicForm } from "./spam-guard.server";

export const ENQUIRIES_PER_PAGE = 20;
const NOT_FOUND = "That enquiry does not exist.";
export const ALREADY_ADMITTED = "This enquiry is already admitted: its student exists.";

/** The institute's day now ("YYYY-MM-DD"): follow-ups are due on days, not instants. */
export const instituteToday = (at = now()) => dateIn(at, config.INSTITUTE_TIMEZONE);

const enquirySelect = {
  id: true,
  name: true,
  mobile: true,
  email: true,
  grade: true,
  message: true,
  source: true,
  stage: true,
  lostReason: true,
  followUpOn: true,
  language: true,
  studentId: true,
  createdAt: true,
  batch: { select: { id: true, name: true } },
  handledBy: { select: { id: true, firstName: true, lastName: true } },
} as const;
type EnquiryRow = Prisma.EnquiryGetPayload<{ select: typeof enquirySelect }>;

/** An enquiry as screens and the API read it. */
const present = (row: EnquiryRow) => ({
  ...row,
  email: row.email ?? "",
  handledBy: row.handledBy ? { id: row.handledBy.id, name: displayName(row.handledBy) } : null,
});
export type Enquiry = ReturnType<typeof present>;

/** The batches the public form offers: those still taking students. */
export const batchesOnOffer = () =>
  db.batch.findMany({ where: activeBatchWhere, orderBy: { id: "asc" }, select: { id: true, name: true } });

/** The teachers who may handle an enquiry. */
export async function handlerChoices(actor: Actor) {
  assertTeacher(actor);
  const teachers = await db.user.findMany({
    where: { role: STORED_ROLE.teacher },
    orderBy: { id: "asc" },
    select: { id: true, firstName: true, lastName: true },
  });
  return teachers.map((teacher) => ({ id: teacher.id, name: displayName(teacher) }));
}

async function assertBatchOnOffer(batchId: number | undefined) {
  if (batchId === undefined) return null;
  const batch = await db.batch.findFirst({ where: { id: batchId, ...activeBatchWhere }, select: { id: true } });
  if (!batch) throw invalid("That batch is not taking students.", { batch_id: ["Choose one of the listed batches"] });
  return batch.id;
}

async function assertHandler(teacherId: number | undefined) {
  if (teacherId === undefined) return null;
  const teacher = await db.user.findFirst({
    where: { id: teacherId, role: STORED_ROLE.teacher },
    select: { id: true },
  });
  if (!teacher) throw invalid("Teacher is not valid", { handled_by: ["Choose one of the teachers"] });
  return teacher.id;
}

/**
 * A visitor's enquiry from the public form (or its API call): the robots' guards first, then the enquiry as 'new'
 * from the website, and a message back to the enquirer in their language that the institute will call.
 */
export async function createPublicEnquiry(input: PublicEnquiryInput, address: string) {
  // The enquirer reads the site in this language: the message back and the institute's calls follow it.
  const language = requestLanguage();
  const message = "Thank you! We have your enquiry and will call you soon.";
  // A form sent again (a double tap, a resend after a slow network) finds the enquiry its first sending made. A
  // visitor's page may be served again for a few seconds (server/page-cache.ts), so another visitor can send the
  // same form time: theirs is another enquiry, made without the key.
  const formKey = `website:${input.form_time}`;
  const earlier = await db.enquiry.findUnique({ where: { idempotencyKey: formKey }, select: enquirySelect });
  if (earlier?.mobile === input.mobile) return { enquiry: present(earlier), message };
  const key = earlier ? null : formKey;
  await guardPublicForm({ honeypot: input.website, formTime: input.form_time }, address);
  const batchId = await assertBatchOnOffer(input.batch_id);
  const enquiry = await inTransaction(async (tx) => {
    const row = await tx.enquiry.create({
      data: {
        ...enquirerFields(input, batchId),
        source: "website",
        language,
        idempotencyKey: key,
        createdAt: now(),
        followUpOn: instituteToday(),
      },
      select: enquirySelect,
    });
    await queueMessages(tx, {
      to: [{ name: row.name, email: row.email, mobile: row.mobile, language }],
      kind: "enquiry",
      content: (words) => thanksForEnquiring(words, row.name),
    });
    return present(row);
  }).catch(async (error) => {
    // The same form sent twice at once: the second finds what the first made.
    if (!key || !isUniqueViolation(error)) throw error;
    return present(await db.enquiry.findUniqueOrThrow({ where: { idempotencyKey: key }, select: enquirySelect }));
  });
  return { enquiry, message };
}

/** Who asked and about what, as both the public form and 'New enquiry' store it. */
const enquirerFields = (input: PublicEnquiryInput | NewEnquiryInput, batchId: number | null) => ({
  name: input.name,
  mobile: input.mobile,
  email: input.email ?? null,
  grade: input.grade,
  batchId,
  message: input.message,
});

/** The teacher's 'New enquiry' (a walk-in, a phone call) or its API call; a resent form makes it once. */
export async function createEnquiry(actor: Actor, input: NewEnquiryInput) {
  assertTeacher(actor);
  const key = input.idempotency_key ?? null;
  const earlier = key ? await db.enquiry.findUnique({ where: { idempotencyKey: key }, select: enquirySelect }) : null;
  const resent = firstSending(earlier, (row) => row.mobile === input.mobile && row.name === input.name);
  if (resent) return { enquiry: present(resent), message: "Enquiry added" };
  const batchId = await assertBatchOnOffer(input.batch_id);
  const handledById = await assertHandler(input.handled_by);
  try {
    const row = await db.enquiry.create({
      data: {
        ...enquirerFields(input, batchId),
        source: input.source,
        handledById,
        followUpOn: input.follow_up_on ?? null,
        language: input.language,
        idempotencyKey: key,
        createdAt: now(),
      },
      select: enquirySelect,
    });
    return { enquiry: present(row), message: "Enquiry added" };
  } catch (error) {
    // The same form sent twice at once: the second finds what the first made.
    if (!key || !isUniqueViolation(error)) throw error;
    const row = await db.enquiry.findUniqueOrThrow({ where: { idempotencyKey: key }, select: enquirySelect });
    return { enquiry: present(row), message: "Enquiry added" };
  }
}

/** Which enquiries a filter means; 'due' means open ones followed up today, or before today and not yet. */
function whereOf(search: Omit<EnquirySearch, "page">, today: string): Prisma.EnquiryWhereInput {
  const open = { stage: { in: [...OPEN_STAGES] } };
  const due =
    search.due === "today"
      ? { ...open, followUpOn: today }
      : search.due === "overdue"
        ? { ...open, followUpOn: { lt: today } }
        : {};
  return {
    ...(search.stage ? { stage: search.stage } : {}),
    ...(search.source ? { source: search.source } : {}),
    ...due,
  };
}

/** The enquiries list: newest first (follow-ups by their day when filtered by it), 20 a page. */
export async function listEnquiries(actor: Actor, search: EnquirySearch, at = now()) {
  assertTeacher(actor);
  const where = whereOf(search, instituteToday(at));
  const orderBy: Prisma.EnquiryOrderByWithRelationInput[] = search.due
    ? [{ followUpOn: "asc" }, { id: "asc" }]
    : [{ createdAt: "desc" }, { id: "desc" }];
  const { rows, ...facts } = await readPage(
    search.page,
    ENQUIRIES_PER_PAGE,
    (window) => db.enquiry.findMany({ where, orderBy, ...window, select: enquirySelect }),
    () => db.enquiry.count({ where }),
  );
  return { enquiries: rows.map(present), ...facts };
}

/** One enquiry with its notes, newest first. */
export async function getEnquiry(actor: Actor, enquiryId: number) {
  assertTeacher(actor);
  const row = await db.enquiry.findUnique({
    where: { id: enquiryId },
    select: {
      ...enquirySelect,
      notes: {
        orderBy: [{ at: "desc" }, { id: "desc" }],
        select: { id: true, text: true, at: true, by: { select: { firstName: true, lastName: true } } },
      },
    },
  });
  if (!row) throw notFound(NOT_FOUND);
  const language = requestLanguage();
  const notes = row.notes.map((note) => ({
    ...note,
    by: note.by ? displayName(note.by) : "",
    when: formatDateTime(note.at, language),
  }));
  return { ...present(row), received: formatDateTime(row.createdAt, language), notes };
}

async function openEnquiry(enquiryId: number) {
  const row = await db.enquiry.findUnique({ where: { id: enquiryId }, select: { id: true, stage: true } });
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * Moves an enquiry to a stage with its next follow-up day; 'lost' keeps its reason and needs no follow-up. An
 * admitted enquiry stays admitted: its student exists.
 */
export async function setEnquiryStage(actor: Actor, enquiryId: number, input: EnquiryStageInput) {
  assertTeacher(actor);
  const lost = input.stage === "lost";
  const changed = await db.enquiry.updateMany({
    where: { id: (await openEnquiry(enquiryId)).id, stage: { not: "admitted" } },
    data: {
      stage: input.stage,
      lostReason: lost ? input.lost_reason : "",
      followUpOn: lost ? null : (input.follow_up_on ?? null),
    },
  });
  if (changed.count === 0) throw conflict(ALREADY_ADMITTED);
  return { enquiry: await getEnquiry(actor, enquiryId), message: "Enquiry updated" };
}

/** 'Add note': a call or a visit, with the time and who wrote it; a resent form adds it once. */
export async function addEnquiryNote(actor: Actor, enquiryId: number, input: EnquiryNoteInput) {
  assertTeacher(actor);
  await openEnquiry(enquiryId);
  const key = input.idempotency_key ?? null;
  const earlier = key ? await db.enquiryNote.findUnique({ where: { idempotencyKey: key } }) : null;
  const resent = firstSending(earlier, (note) => note.enquiryId === enquiryId && note.text === input.text);
  const note =
    resent ??
    (await db.enquiryNote
      .create({ data: { enquiryId, text: input.text, byId: actor.id, idempotencyKey: key, at: now() } })
      .catch(async (error) => {
        if (!key || !isUniqueViolation(error)) throw error;
        return db.enquiryNote.findUniqueOrThrow({ where: { idempotencyKey: key } });
      }));
  return { note: { id: note.id, text: note.text, at: note.at }, message: "Note added" };
}

/** How many follow-ups the teacher's home lists (the rest are on the list's 'Due today' and 'Overdue' filters). */
const FOLLOW_UPS_ON_HOME = 40;

/**
 * The teacher's home: open enquiries to follow up today, and those whose day has passed, the latest day first (so
 * that today's are never crowded out by a long tail of old ones); one read.
 */
export async function followUpsDue(actor: Actor, at = now()) {
  assertTeacher(actor);
  const today = instituteToday(at);
  const due = await db.enquiry.findMany({
    where: { stage: { in: [...OPEN_STAGES] }, followUpOn: { lte: today } },
    orderBy: [{ followUpOn: "desc" }, { id: "asc" }],
    take: FOLLOW_UPS_ON_HOME,
    select: { id: true, name: true, mobile: true, stage: true, followUpOn: true },
  });
  return {
    dueToday: due.filter((enquiry) => enquiry.followUpOn === today),
    overdue: due.filter((enquiry) => enquiry.followUpOn !== today),
  };
}

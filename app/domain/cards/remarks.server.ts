import { db } from "~/db.server";
import type { Language } from "~/i18n/languages";
import type { RemarksInput } from "~/schemas/cards";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { formatDay } from "../core/format.server";
import { now } from "../core/time.server";
import { studentForCard } from "./whose-card.server";

/** The teacher's remarks on a student's report card, with who wrote them and when; null when there are none. */
export async function remarksOf(studentId: number) {
  const remarks = await db.reportRemarks.findUnique({
    where: { studentId },
    select: { text: true, writtenBy: true, writtenAt: true },
  });
  return remarks ?? null;
}
export type Remarks = Awaited<ReturnType<typeof remarksOf>>;

/** Saves the teacher's remarks for a student (the name of who wrote them kept with them); empty removes them. */
export async function saveRemarks(actor: Actor, studentId: number, input: RemarksInput) {
  assertTeacher(actor);
  const student = await studentForCard(actor, studentId);
  if (input.remarks === "") {
    await db.reportRemarks.deleteMany({ where: { studentId: student.id } });
    return { message: "Remarks removed" };
  }
  const written = { text: input.remarks, writtenById: actor.id, writtenBy: displayName(actor), writtenAt: now() };
  await db.reportRemarks.upsert({
    where: { studentId: student.id },
    create: { studentId: student.id, ...written },
    update: written,
  });
  return { message: "Remarks saved" };
}

/** The remarks as a screen shows them: the day they were written in the reader's language. */
export async function remarksForScreen(studentId: number, language: Language) {
  const remarks = await remarksOf(studentId);
  return remarks && { text: remarks.text, writtenBy: remarks.writtenBy, day: formatDay(remarks.writtenAt, language) };
}

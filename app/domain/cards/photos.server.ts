import { db } from "~/db.server";
import { type Actor, displayName } from "../access/actor";
import { invalid, notFound } from "../core/errors.server";
import { inTransaction } from "../core/transaction.server";
import type { ReceivedFile } from "../files/stored-files";
import { readStudentImage, removeSiteImage, storeSiteImage } from "../site/images.server";
import { studentForCard } from "./whose-card.server";

const NO_PHOTO = "There is no photo of this student yet.";

/**
 * A student's photo, taken by the teacher (on the student's page) or by the student (on 'My details') through the
 * site's image checks: PNG, JPEG or WebP by content, the size and pixel limits, re-encoded by sharp to two WebP
 * sizes under students/ of the file store. The old photo's files go once the new one is saved.
 */
export async function setStudentPhoto(actor: Actor, studentId: number, photo: ReceivedFile | null) {
  const student = await studentForCard(actor, studentId);
  if (!photo) throw invalid("Choose a photo", { photo: ["Choose a photo"] });
  const stored = await storeSiteImage(photo, "student");
  const before = await inTransaction(async (tx) => {
    const old = await tx.studentPhoto.findUnique({ where: { studentId: student.id }, select: { key: true } });
    await tx.studentPhoto.upsert({
      where: { studentId: student.id },
      create: { studentId: student.id, key: stored.key },
      update: { key: stored.key },
    });
    return old?.key;
  });
  await removeSiteImage(before, "student");
  return { message: "Photo saved" };
}

/** Removes the student's photo and its files; the ID card then shows their initials. */
export async function removeStudentPhoto(actor: Actor, studentId: number) {
  const student = await studentForCard(actor, studentId);
  const removed = await inTransaction(async (tx) => {
    const old = await tx.studentPhoto.findUnique({ where: { studentId: student.id }, select: { key: true } });
    if (old) await tx.studentPhoto.delete({ where: { studentId: student.id } });
    return old?.key;
  });
  if (!removed) throw notFound(NO_PHOTO);
  await removeSiteImage(removed, "student");
  return { message: "Photo removed" };
}

/** The key of the student's photo, or null: for pages that show it (its address changes with each new photo). */
export async function photoKeyOf(studentId: number) {
  const photo = await db.studentPhoto.findUnique({ where: { studentId }, select: { key: true } });
  return photo?.key ?? null;
}

/** The photo's WebP bytes of one size, for the teacher or the student themself; another's is "not found". */
export async function openStudentPhoto(actor: Actor, studentId: number, scale: 1 | 2) {
  const student = await studentForCard(actor, studentId);
  const key = await photoKeyOf(student.id);
  const bytes = key ? await readStudentImage(key, scale) : null;
  if (!bytes) throw notFound(NO_PHOTO);
  return bytes;
}

/** The files of a student's photo, after the student is deleted (their row went with them). */
export const releasePhotoFiles = (key: string | null) => removeSiteImage(key, "student");

/** Whose photo it is and its key (null when none), for the teacher or the student themself. */
export async function photoOf(actor: Actor, studentId: number) {
  const student = await studentForCard(actor, studentId);
  return { name: displayName(student), key: await photoKeyOf(student.id) };
}

import { db } from "~/db.server";
import { type Actor, displayName } from "../access/actor";
import { forbidden } from "../core/errors.server";
import { loadSharp, readStudentImage } from "../site/images.server";
import { idCardUrl, isEnrolled } from "./id-card-links.server";
import { studentForCard } from "./whose-card.server";

/** What one ID card prints: the student, their photo as JPEG (pdfkit reads no WebP) or their initials, the QR's address. */
export async function idCardFacts(studentId: number) {
  const student = await db.user.findFirstOrThrow({
    where: { id: studentId, role: "student" },
    select: {
      firstName: true,
      lastName: true,
      rollNo: true,
      batch: { select: { name: true } },
      photo: { select: { key: true } },
    },
  });
  return {
    name: displayName(student),
    initials: [student.firstName, student.lastName].map((name) => [...name.trim()][0] ?? "").join(""),
    batchName: student.batch?.name ?? "",
    rollNo: student.rollNo,
    photo: student.photo ? await photoForPrint(student.photo.key) : null,
    verifyUrl: await idCardUrl(studentId),
  };
}
export type IdCardFacts = Awaited<ReturnType<typeof idCardFacts>>;

/** The 2x photo (300 × 400) as JPEG: about 300 dpi on the card. */
async function photoForPrint(key: string) {
  const webp = await readStudentImage(key, 2);
  if (!webp) return null;
  const sharp = await loadSharp();
  return sharp(webp).jpeg({ quality: 88 }).toBuffer();
}

export const NOT_ENROLLED_YET = "Your ID card is ready once your teacher has given you access to your batch.";

/**
 * Whose ID card may be made: any student's for a teacher; a student's own once they are enrolled (permitted in
 * their batch), since the card's QR code says so to whoever scans it.
 */
export async function studentForIdCard(actor: Actor, studentId: number) {
  const student = await studentForCard(actor, studentId);
  if (actor?.role === "teacher") return student;
  if (!(await isEnrolled(student))) throw forbidden(NOT_ENROLLED_YET);
  return student;
}

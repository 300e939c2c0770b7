import { db } from "~/db.server";
import { displayName } from "../access/actor";
import { now } from "../core/time.server";
import { storeSiteImage } from "../site/images.server";
import type { DemoPeople } from "./people";

/** A drawn head-and-shoulders portrait on a 3:4 card, in the student's own colours (no photo is downloaded). */
const portrait = (colours: { back: string; shirt: string; hair: string; skin: string }) =>
  new TextEncoder().encode(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 200" width="150" height="200">` +
      `<rect width="150" height="200" fill="${colours.back}"/>` +
      `<path d="M10 200c4-44 30-64 65-64s61 20 65 64z" fill="${colours.shirt}"/>` +
      `<rect x="63" y="112" width="24" height="30" rx="10" fill="${colours.skin}"/>` +
      `<ellipse cx="75" cy="86" rx="30" ry="35" fill="${colours.skin}"/>` +
      `<path d="M43 84c0-28 14-44 32-44s32 16 32 44c-8-14-20-20-32-20s-24 6-32 20z" fill="${colours.hair}"/>` +
      `<circle cx="64" cy="88" r="3" fill="#3b2a20"/><circle cx="86" cy="88" r="3" fill="#3b2a20"/>` +
      `<path d="M66 104q9 7 18 0" stroke="#9a4a3a" stroke-width="2.5" fill="none" stroke-linecap="round"/>` +
      "</svg>",
  );

const PHOTOS = [
  { back: "#dbeafe", shirt: "#1d4ed8", hair: "#1f1a17", skin: "#e0ac83" },
  { back: "#fce7f3", shirt: "#be185d", hair: "#2b1d16", skin: "#f1c7a3" },
  { back: "#dcfce7", shirt: "#15803d", hair: "#17120f", skin: "#c68c62" },
];

const REMARKS = [
  "Aarav is attentive in class and asks good questions. He should practise writing proofs step by step before the half-yearly exams.",
  "Ananya is consistent and helps her classmates. A little more speed in the Science quizzes will lift her total.",
  "Rohan understands the concepts well but missed a class this month. Regular revision of the chapter exercises is advised.",
  "Kavya has improved steadily since the first test. She should come to the doubt sessions when a chapter feels hard.",
];

/**
 * Photos for three of the four students permitted in the first batch (Kavya has none, so her ID card shows her
 * initials) and the teacher's remarks for each, so the demo's report cards and ID cards have something to show.
 */
export async function seedDemoCards(people: DemoPeople) {
  // One after another: images are processed one at a time, and only a few may wait (images.server.ts).
  for (const [index, colours] of PHOTOS.entries()) {
    const student = people.students[index];
    if (!student) continue;
    const { key } = await storeSiteImage(portrait(colours), "student");
    await db.studentPhoto.create({ data: { studentId: student.id, key } });
  }
  await db.reportRemarks.createMany({
    data: people.students.slice(0, REMARKS.length).map((student, index) => ({
      studentId: student.id,
      text: REMARKS[index],
      writtenById: people.teacher.id,
      writtenBy: displayName(people.teacher),
      writtenAt: now(),
    })),
  });
}

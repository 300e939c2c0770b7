import { announcementSchema, guardianSchema } from "~/schemas/families";
import { createAnnouncement } from "../announcements/announcements.server";
import { addGuardian } from "../families/guardians.server";
import { createParentLink } from "../families/parent-links.server";
import type { DemoPeople } from "./people";

/**
 * Guardians (Aarav's mother reads Hindi, and has a parent link), and a notice to the batch. Rohan, absent once
 * in the registers, has no guardian on file, so no absence alert waits in the outbox.
 */
export async function seedDemoFamilies({ teacher, batchId, students }: DemoPeople) {
  const [aarav, ananya, , kavya] = students;
  const families = [
    {
      student: aarav,
      name: "Sunita Gupta",
      relation: "mother",
      mobile: "+919876543210",
      language: "hi",
    },
    {
      student: aarav,
      name: "Rajesh Gupta",
      relation: "father",
      mobile: "+919812345678",
      email: "rajesh.gupta@example.com",
    },
    {
      student: ananya,
      name: "Venkatesh Iyer",
      relation: "father",
      mobile: "+919845012345",
    },
    {
      student: kavya,
      name: "Lakshmi Nair",
      relation: "mother",
      mobile: "+919447012345",
      language: "hi",
    },
  ];
  const added = [];
  for (const { student, ...guardian } of families)
    added.push((await addGuardian(teacher, student.id, guardianSchema.parse(guardian))).guardian);
  const mother = added[0];
  if (mother) await createParentLink(teacher, aarav.id, mother.id);

  await createAnnouncement(
    teacher,
    announcementSchema.parse({
      title: "Half-yearly exams start on 15 December",
      text: [
        "The half-yearly exams follow the board pattern: **Maths** first, then **Science**.",
        "",
        "Bring your admit card, two pens and a geometry box. Extra doubt classes run on Saturdays until then.",
      ].join("\n"),
      audience: `batch:${batchId}`,
      send: false,
      ask_seen: true,
    }),
  );
}

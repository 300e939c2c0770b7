import { db } from "~/db.server";
import { registerSchema } from "~/schemas/classroom";
import { homeworkSchema } from "~/schemas/homework";
import { saveRegister } from "../attendance/register.server";
import { weekdayOf } from "../core/calendar-days";
import { WEEKDAYS } from "../core/weekdays";
import { setHomework } from "../homework/homework.server";
import { markHomework } from "../homework/student-homework.server";
import type { DemoClock } from "./dates.server";
import type { DemoPeople } from "./people";

/** The statuses of Aarav, Ananya, Rohan and Kavya on the n-th register taken, counting back from yesterday. */
const REGISTERS: Record<number, string[]> = {
  0: ["present", "present", "present", "late"],
  2: ["present", "present", "absent", "present"],
};
const allPresent = ["present", "present", "present", "present"];

/** The registers of the past week's classes, taken on their day (days before the seed's, so none is still to come). */
async function seedRegisters({ teacher, batchId, students }: DemoPeople, clock: DemoClock) {
  const classes = await db.timetableClass.findMany({
    where: { batchId },
    select: { id: true, weekday: true },
    orderBy: [{ weekday: "asc" }, { startTime: "asc" }],
  });
  let taken = 0;
  for (let back = 1; back <= 7; back++) {
    const date = clock.dayIn(-back);
    const weekday = WEEKDAYS.indexOf(weekdayOf(date)) + 1;
    const meeting = classes.filter((item) => item.weekday === weekday);
    if (meeting.length === 0) continue;
    const statuses = REGISTERS[taken++] ?? allPresent;
    const rows = registerSchema.parse({
      students: students.map((student, index) => ({
        student_id: student.id,
        status: statuses[index],
      })),
    }).students;
    for (const item of meeting) await saveRegister(teacher, batchId, item.id, date, rows, clock.daysLater(-back));
  }
}

/** Homework: last week's (done by three of the four), and this week's in Maths and Science (one done so far). */
async function seedHomework({ teacher, maths, science, students }: DemoPeople, clock: DemoClock) {
  const set = (subjectId: number, setDaysAgo: number, input: Record<string, string>) =>
    setHomework(teacher, subjectId, homeworkSchema.parse(input), null, clock.daysLater(-setDaysAgo));
  const last = await set(maths, 6, {
    title: "Exercise 1.1: Euclid's division lemma",
    text: "Questions 1 to 5. Show every step of the division.",
    due_on: clock.dayIn(-3),
  });
  const maths2 = await set(maths, 1, {
    title: "Exercise 1.2: HCF and LCM by prime factors",
    text: "Questions 1 to 7. Check each answer with **HCF × LCM = product of the two numbers**.",
    due_on: clock.dayIn(2),
  });
  await set(science, 1, {
    title: "Balance ten chemical equations",
    text: "From the worksheet given in class: write the state of each substance too.",
    due_on: clock.dayIn(4),
  });
  const [aarav, ananya, , kavya] = students;
  for (const student of [aarav, ananya, kavya]) await markHomework(student, last.homework.id, true);
  await markHomework(ananya, maths2.homework.id, true);
}

export async function seedDemoClassroom(people: DemoPeople, clock: DemoClock) {
  await seedRegisters(people, clock);
  await seedHomework(people, clock);
}

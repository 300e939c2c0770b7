import { config, DEV_TEACHER_CODE } from "~/config.server";
import { db } from "~/db.server";
import { inTransaction } from "~/domain/core/transaction.server";
import { STORED_ROLE, type User } from "../access/actor";
import { newRegistrations } from "../access/registrations.server";
import { hashPassword } from "../accounts/passwords.server";
import { storeUpload } from "../content/uploads.server";
import { defaultWeekName } from "../core/calendar-days";
import { now as clockNow, sessionStart, type Weekday } from "../core/time.server";
import { defaultWeekStart } from "../doubts/weeks.server";
import { seedDemoAdmissions } from "./admissions.server";
import { seedDemoCards } from "./cards.server";
import { seedDemoClassroom } from "./classroom.server";
import { demoClock } from "./dates.server";
import { seedDemoFamilies } from "./families.server";
import { seedDemoFees } from "./fees.server";
import { seedDemoGst } from "./gst.server";
import { seedDemoMessages } from "./messages.server";
import { seedDemoOnlineTests } from "./online-tests.server";
import { samplePdf } from "./pdf.server";
import type { DemoPeople } from "./people";
import { seedDemoQuestionBank } from "./question-bank.server";
import { seedDemoSite } from "./site.server";

export const DEMO_SIGN_INS = {
  teacher: {
    email: "teacher@example.com",
    password: "teacher-demo-2026",
    // Never print a real institute's code: only the development default is shown.
    teacherCode: config.TEACHER_CODE === DEV_TEACHER_CODE ? DEV_TEACHER_CODE : "(your institute's teacher code)",
  },
  student: { email: "student@example.com", password: "student-demo-2026" },
};

const CLASSMATES = [
  {
    firstName: "Ananya",
    lastName: "Iyer",
    marks: 88,
    remark: "Excellent work on quadratic equations.",
  },
  { firstName: "Rohan", lastName: "Mehta", marks: 72, remark: null },
  {
    firstName: "Kavya",
    lastName: "Nair",
    marks: 72,
    remark: "Revise chapter 3 once more.",
  },
  {
    firstName: "Arjun",
    lastName: "Singh",
    marks: 0,
    remark: null,
    absent: true,
  },
];

const APRIL = 3;
const JUNE = 5;
/** The next first of a month (0 = January) after `now`, as a calendar day's midnight UTC: a batch's start. */
const nextFirstOf = (month: number, now = new Date()) => {
  const year = now.getUTCMonth() < month ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
  return new Date(Date.UTC(year, month, 1));
};

/** A user row as the domain functions take their actor. */
const actorOf = (
  user: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    batchId: number | null;
  },
  role: User["role"],
): User => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  role,
  batchId: user.batchId,
});

/**
 * Seeds a small living institute into an empty database (`SEED_DEMO`), its days counted from the server's clock:
 * the people, batches and content in one transaction, then the classroom's week, fees, families and online tests
 * through the domain's own functions, so that they keep its rules. Returns whether it did.
 */
export async function seedDemoIfEmpty(now = clockNow()) {
  if (!config.SEED_DEMO || (await db.user.count()) > 0 || (await db.batch.count()) > 0) return false;

  const teacherHash = await hashPassword(DEMO_SIGN_INS.teacher.password);
  const studentHash = await hashPassword(DEMO_SIGN_INS.student.password);
  const note = await storeUpload(
    samplePdf("Real Numbers: Quick Notes", [
      "Euclid's division lemma: a = bq + r, 0 <= r < b.",
      "Every composite number is a product of primes in one way.",
      "HCF x LCM = product of the two numbers.",
    ]),
    "pdf",
  );

  const people: DemoPeople = await inTransaction(async (tx) => {
    const teacher = await tx.user.create({
      data: {
        email: DEMO_SIGN_INS.teacher.email,
        firstName: "Meera",
        lastName: "Sharma",
        role: STORED_ROLE.teacher,
        password: { create: { hash: teacherHash } },
      },
    });

    const class10 = await tx.batch.create({
      data: {
        name: "Class 10 Maths & Science",
        duration: 12,
        mode: "offline",
        timings: "Mon, Wed, Fri 5–7 pm",
        startDate: nextFirstOf(APRIL, now),
        seatsLeft: 6,
        highlights: ["Board exam pattern tests every month", "Printed notes for every chapter"].join("\n"),
        subjects: { create: [{ name: "Maths" }, { name: "Science" }] },
      },
      include: { subjects: { orderBy: { id: "asc" } } },
    });
    await tx.batch.create({
      data: {
        name: "Class 11–12 Chemistry & Maths",
        duration: 24,
        mode: "both",
        timings: "Tue, Thu 6–8 pm; Sat 10 am–1 pm",
        startDate: nextFirstOf(JUNE, now),
        highlights: [
          "Two years: Class 11 and Class 12",
          "JEE and NEET practice papers",
          "Recorded classes for days you miss",
        ].join("\n"),
        subjects: { create: [{ name: "Chemistry" }, { name: "Maths" }] },
      },
    });
    const [maths, science] = class10.subjects;
    // The batch's week as its timings say (Mon, Wed, Fri 5–7 pm): Maths, then Science, in its room.
    const room = "Room 1";
    await tx.timetableClass.createMany({
      data: [1, 3, 5].flatMap((weekday) => [
        {
          batchId: class10.id,
          subjectId: maths.id,
          weekday,
          startTime: "17:00",
          endTime: "18:00",
          room,
        },
        {
          batchId: class10.id,
          subjectId: science.id,
          weekday,
          startTime: "18:00",
          endTime: "19:00",
          room,
        },
      ]),
    });

    const student = await tx.user.create({
      data: {
        email: DEMO_SIGN_INS.student.email,
        firstName: "Aarav",
        lastName: "Gupta",
        role: "student",
        batchId: class10.id,
        password: { create: { hash: studentHash } },
        access: newRegistrations(
          class10.subjects.map((subject) => subject.id),
          true,
        ),
      },
    });

    const folder = await tx.folder.create({
      data: { name: "Chapter 1: Real Numbers", subjectId: maths.id },
    });
    await tx.folder.create({
      data: { name: "Chapter 1: Chemical Reactions", subjectId: science.id },
    });
    await tx.subFolder.create({
      data: {
        name: "Class notes",
        type: "notes",
        folderId: folder.id,
        notes: {
          create: {
            name: "Real Numbers: Quick Notes",
            fileType: "pdf",
            fileKey: note.fileKey,
            size: note.size,
          },
        },
      },
    });
    await tx.subFolder.create({
      data: {
        name: "Lectures",
        type: "videos",
        folderId: folder.id,
        videos: {
          create: {
            name: "Euclid's Division Lemma",
            url: "https://www.youtube.com/watch?v=8Z8rGHuOKHw",
          },
        },
      },
    });

    const test = await tx.test.create({
      data: {
        name: "Unit Test 1: Real Numbers",
        date: "2026-11-02",
        batchId: class10.id,
        subjectId: maths.id,
        publishedAt: now,
      },
    });
    await tx.result.create({
      data: {
        testId: test.id,
        studentId: student.id,
        marks: 81,
        attempted: true,
        remark: "Good progress. Keep practising proofs.",
      },
    });
    const permitted = [actorOf(student, "student")];
    for (const [index, mate] of CLASSMATES.entries()) {
      const classmate = await tx.user.create({
        data: {
          email: `student${index + 2}@example.com`,
          firstName: mate.firstName,
          lastName: mate.lastName,
          role: "student",
          batchId: class10.id,
          password: { create: { hash: studentHash } },
          access: newRegistrations(
            class10.subjects.map((subject) => subject.id),
            index < 3,
          ),
        },
      });
      await tx.result.create({
        data: {
          testId: test.id,
          studentId: classmate.id,
          marks: mate.marks,
          attempted: !mate.absent,
          remark: mate.remark,
        },
      });
      if (index < 3) permitted.push(actorOf(classmate, "student"));
    }

    const startsOn = defaultWeekStart(now);
    const week = await tx.week.create({
      data: { name: defaultWeekName(startsOn), number: 1, startsOn },
    });
    const days: Weekday[] = ["Monday", "Wednesday", "Friday"];
    const times = ["10:00", "10:15", "10:30", "10:45", "11:00", "11:15", "11:30", "11:45"];
    for (const day of days) {
      await tx.slot.createMany({
        data: times.map((time) => ({ weekId: week.id, day, time })),
      });
    }
    const booked = await tx.slot.findFirstOrThrow({
      where: { weekId: week.id, day: "Wednesday", time: "10:30" },
    });
    await tx.doubtRequest.create({
      data: {
        slotId: booked.id,
        userEmail: "parent@example.com",
        doubtClass: "Class 10th",
        doubtType: "Trigonometry identities: how to prove sin²θ + cos²θ = 1",
        startsAt: sessionStart(startsOn, booked, config.INSTITUTE_TIMEZONE),
      },
    });
    return {
      teacher: actorOf(teacher, "teacher"),
      batchId: class10.id,
      maths: maths.id,
      science: science.id,
      students: permitted,
    };
  });
  const clock = demoClock(now);
  await seedDemoClassroom(people, clock);
  await seedDemoFees(people, clock);
  await seedDemoFamilies(people);
  await seedDemoOnlineTests(people, clock);
  await seedDemoQuestionBank(people, clock);
  await seedDemoSite();
  await seedDemoCards(people);
  // After the Site page's address is set: the tax invoices copy the institute's name and address as they are
  await seedDemoGst(people, clock);
  await seedDemoAdmissions(people, clock);
  await seedDemoMessages(clock);
  return true;
}

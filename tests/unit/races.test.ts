import { describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { registerStudent, signIn } from "~/domain/accounts/auth.server";
import { saveRegister } from "~/domain/attendance/register.server";
import { bookDoubtSession } from "~/domain/doubts/booking.server";
import { putOnPlan } from "~/domain/fees/accounts.server";
import { paiseOfText, rupeesText } from "~/domain/fees/money";
import { recordPayment } from "~/domain/fees/payments.server";
import { createPlan } from "~/domain/fees/plans.server";
import { addWeeklyClass } from "~/domain/timetable/classes.server";
import { feePlanSchema } from "~/schemas/fees";
import { teacher, weekWithSlots } from "../support/unit-weeks";

/**
 * The rules that hold only if two requests at once cannot both slip past a check (decision 196): on SQLite,
 * transactions take turns; on PostgreSQL, they are serializable and run again after a conflict. This file runs in
 * both domain test runs (npm run test:unit and npm run test:unit:postgresql), so each rule is shown on both.
 */

const settled = async <T>(runs: Promise<T>[]) => {
  const answers = await Promise.allSettled(runs);
  return {
    done: answers.flatMap((answer) => (answer.status === "fulfilled" ? [answer.value] : [])),
    refused: answers.flatMap((answer) => (answer.status === "rejected" ? [answer.reason] : [])),
  };
};

describe("at once, on this database", { timeout: 60_000 }, () => {
  it("one e-mail booking 8 sessions at once gets the fair-use 2, the rest a clear refusal", async () => {
    const now = new Date("2026-11-23T03:00:00Z"); // Monday 23 November, 08:30 IST
    const times = ["10:00", "10:15", "10:30", "10:45", "11:00", "11:15", "11:30", "11:45"];
    const week = await weekWithSlots(
      "Races",
      times.map((time) => ({ day: "Tuesday", time })),
    );
    const slots = await db.slot.findMany({ where: { weekId: week.id }, orderBy: { time: "asc" } });
    const email = "eager@races.test";
    const { done, refused } = await settled(
      slots.map((slot, n) =>
        bookDoubtSession(
          slot.id,
          {
            user_email: email,
            class: "Class 10th",
            doubt_type: "Trigonometry",
            date: new Date(`2026-11-24T${slot.time}:00+05:30`),
          },
          { address: `10.60.0.${n}`, now },
        ),
      ),
    );
    expect(done).toHaveLength(2);
    expect(refused.map((error) => error.kind)).toEqual(Array(6).fill("conflict"));
    expect(await db.doubtRequest.count({ where: { userEmail: email } })).toBe(2);
  });

  const batchOf = async (name: string) => (await db.batch.create({ data: { name } })).id;

  it("20 students added to one batch at once get roll numbers 1 to 20, each once", async () => {
    const batchId = await batchOf("Races roll");
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        db.user.create({
          data: { email: `roll${n}@races.test`, firstName: "Roll", lastName: `${n}`, role: "student", batchId },
        }),
      ),
    );
    const rolls = await db.user.findMany({ where: { batchId }, select: { rollNo: true } });
    expect(rolls.map((row) => row.rollNo).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 20 }, (_, n) => n + 1),
    );
  });

  async function studentsOnPlan(batchName: string, count: number) {
    const batchId = await batchOf(batchName);
    const { plan } = await createPlan(
      teacher,
      feePlanSchema.parse({
        name: `${batchName} plan`,
        batch_id: batchId,
        total: rupeesText(1_000_000),
        instalments: [{ amount: "10000", due_on: "2026-12-01" }],
      }),
    );
    const students = [];
    for (let n = 0; n < count; n++) {
      const student = await db.user.create({
        data: {
          email: `${batchName.replaceAll(" ", "")}${n}@races.test`,
          firstName: "Fee",
          lastName: `${n}`,
          role: "student",
          batchId,
        },
      });
      await putOnPlan(teacher, { student_id: student.id, plan_id: plan.id, discount: 0, discount_reason: "" });
      students.push(student);
    }
    return students;
  }
  const payment = (studentId: number, amount: string, idempotency_key?: string) => ({
    student_id: studentId,
    amount: paiseOfText(amount) ?? 0,
    paid_on: "2026-11-20",
    mode: "cash" as const,
    reference: "",
    note: "",
    idempotency_key,
  });

  it("20 payments recorded at once get 20 receipt numbers, none twice", async () => {
    const students = await studentsOnPlan("Races receipts", 20);
    const { done } = await settled(students.map((student) => recordPayment(teacher, payment(student.id, "100"))));
    expect(done).toHaveLength(20);
    const numbers = done.map((answer) => answer.payment.receiptNo);
    expect(new Set(numbers).size).toBe(20);
  });

  it("one payment form sent 5 times at once records one payment, and every sending answers with it", async () => {
    const [student] = await studentsOnPlan("Races resent", 1);
    const { done, refused } = await settled(
      Array.from({ length: 5 }, () => recordPayment(teacher, payment(student.id, "2500", "races-resent-key-0001"))),
    );
    expect(refused).toEqual([]);
    expect(new Set(done.map((answer) => answer.payment.id)).size).toBe(1);
    expect(await db.feePayment.count({ where: { account: { studentId: student.id } } })).toBe(1);
  });

  it("one register saved 5 times at once keeps one mark per student and one change each", async () => {
    const batchId = await batchOf("Races register");
    const subject = await db.subject.create({ data: { name: "Physics", batchId } });
    const students: User[] = [];
    for (const name of ["Ira", "Jai", "Kiran"]) {
      const user = await db.user.create({
        data: {
          email: `${name.toLowerCase()}@races.test`,
          firstName: name,
          lastName: "R",
          role: "student",
          batchId,
          access: { create: [{ subjectId: subject.id, permitted: true }] },
        },
      });
      students.push({ ...user, role: "student" });
    }
    const now = new Date("2026-11-25T04:30:00Z"); // Wednesday, 10:00 IST
    await addWeeklyClass(teacher, batchId, {
      subject_id: subject.id,
      weekday: "Wednesday",
      start_time: "08:00",
      end_time: "09:00",
      room: "Lab",
      meeting_url: "",
    });
    const klass = await db.timetableClass.findFirstOrThrow({ where: { batchId } });
    const rows = students.map((student, n) => ({
      student_id: student.id,
      status: n === 0 ? ("absent" as const) : ("present" as const),
    }));
    const { refused } = await settled(
      Array.from({ length: 5 }, () => saveRegister(teacher, batchId, klass.id, "2026-11-25", rows, now)),
    );
    expect(refused).toEqual([]);
    const marks = await db.attendanceMark.findMany({ where: { classId: klass.id, date: "2026-11-25" } });
    expect(marks).toHaveLength(3);
    expect(await db.attendanceChange.count({ where: { markId: { in: marks.map((mark) => mark.id) } } })).toBe(3);
  });

  it("a class of 20 registering and then signing in together on one network all get in", async () => {
    const batchId = await batchOf("Races classroom");
    const classroom = "10.61.0.1";
    const people = Array.from({ length: 20 }, (_, n) => ({
      email: `class${n}@races.test`,
      password: "chalk-river-lantern-9",
    }));
    const registered = await settled(
      people.map(({ email, password }, n) =>
        registerStudent({ first_name: "Class", last_name: `${n}`, email, password, batchId, subjects: [] }, classroom),
      ),
    );
    expect(registered.refused).toEqual([]);
    const signedIn = await settled(
      people.map(({ email, password }) => signIn({ role: "student", email, password }, classroom)),
    );
    expect(signedIn.refused).toEqual([]);
    expect(signedIn.done).toHaveLength(20);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { createBatch } from "~/domain/catalogue/batches.server";
import { openParentLink } from "~/domain/families/parent-links.server";
import { tellFamiliesOfResults } from "~/domain/families/results-messages.server";
import { putOnPlan } from "~/domain/fees/accounts.server";
import { createPlan } from "~/domain/fees/plans.server";
import { sendReminderNow } from "~/domain/fees/reminders.server";
import { gatheredText } from "~/domain/messages/whatsapp-outbox.server";
import { feePlanSchema } from "~/schemas/fees";
import { teacher } from "../support/unit-weeks";

// Every message to a guardian carries their own parent's page, made in the message's transaction when they had none.

let batchId: number;
let count = 0;

beforeAll(async () => {
  ({
    batch: { id: batchId },
  } = await createBatch(teacher, { batch_name: "Family Links Batch", duration: 12 }));
});

/** A student with one guardian (Hindi, a mobile number and an address) who has no parent link yet. */
async function studentWithGuardian() {
  count += 1;
  const student = await db.user.create({
    data: {
      email: `links-${count}@unit.test`,
      firstName: "Ravi",
      lastName: `Links ${count}`,
      role: "student",
      batchId,
      guardians: {
        create: {
          name: "Asha",
          relation: "mother",
          mobile: `+9198766000${String(count).padStart(2, "0")}`,
          email: `asha-links-${count}@unit.test`,
          language: "hi",
        },
      },
    },
    include: { guardians: true },
  });
  const guardian = student.guardians[0];
  expect(await db.parentLink.count({ where: { guardianId: guardian.id } })).toBe(0);
  return { student, guardian };
}

const FAMILY_LINK = /https?:\/\/\S+\/family\/([A-Za-z0-9_-]{43})/;

/** The guardian's WhatsApp text (their newest item, as the day's message gathers it) and mail, and the page their link opens. */
async function whatGuardianGot(guardian: { id: number; mobile: string; email: string | null }) {
  const text = gatheredText("Vidya Coaching", [
    await db.whatsAppMessage.findFirstOrThrow({ where: { to: guardian.mobile }, orderBy: { id: "desc" } }),
  ]);
  const mail = (await db.outboxMail.findFirstOrThrow({ where: { to: guardian.email ?? "" }, orderBy: { id: "desc" } }))
    .text;
  const token = FAMILY_LINK.exec(text)?.[1] ?? "";
  return { text, mail, token, opened: await openParentLink(token) };
}

describe("messages to a guardian", { timeout: 30_000 }, () => {
  it("a results message carries their parent's page, made for them when they had none", async () => {
    const { student, guardian } = await studentWithGuardian();
    const subject = await db.subject.create({ data: { name: "Maths", batchId } });
    const test = await db.test.create({
      data: { name: "Unit Test 3", date: "2026-11-20", maxMarks: 100, batchId, subjectId: subject.id },
    });
    await db.result.create({ data: { testId: test.id, studentId: student.id, marks: 72, attempted: true } });
    await db.$transaction((tx) => tellFamiliesOfResults(tx, test.id));

    const got = await whatGuardianGot(guardian);
    expect(got.text).toContain("72/100");
    expect(got.text).toMatch(FAMILY_LINK);
    expect(got.mail).toContain(got.text.match(FAMILY_LINK)?.[0]);
    expect(got.opened).toMatchObject({ state: "open", studentId: student.id });
    // The student's own message has no family page.
    const studentMail = await db.outboxMail.findFirstOrThrow({ where: { to: student.email } });
    expect(studentMail.text).not.toMatch(FAMILY_LINK);

    // A second message uses the same live link rather than ending it.
    await db.$transaction((tx) => tellFamiliesOfResults(tx, test.id));
    const again = await whatGuardianGot(guardian);
    expect(again.token).toBe(got.token);
    expect(await db.parentLink.count({ where: { guardianId: guardian.id } })).toBe(1);
  });

  it("a fee reminder leads them to their parent's page, not the student's sign-in", async () => {
    const { student, guardian } = await studentWithGuardian();
    const { plan } = await createPlan(
      teacher,
      feePlanSchema.parse({
        name: `Links plan ${count}`,
        batch_id: batchId,
        total: "3000",
        instalments: [{ amount: "3000", due_on: "2026-11-01" }],
      }),
    );
    await putOnPlan(teacher, { student_id: student.id, plan_id: plan.id, discount: 0, discount_reason: "" });
    await sendReminderNow(teacher, student.id, new Date("2026-11-20T04:00:00Z"));

    const got = await whatGuardianGot(guardian);
    expect(got.mail).toMatch(FAMILY_LINK);
    expect(got.mail).not.toMatch(/\/fees\b/);
    expect(got.text).toMatch(FAMILY_LINK);
    expect(got.opened).toMatchObject({ state: "open", studentId: student.id });
    // The student's own reminder still leads to their fees page.
    const studentMail = await db.outboxMail.findFirstOrThrow({ where: { to: student.email } });
    expect(studentMail.text).toMatch(/\/fees\b/);
    expect(studentMail.text).not.toMatch(FAMILY_LINK);
  });
});

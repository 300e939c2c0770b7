import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { admitEnquiry } from "~/domain/admissions/admit.server";
import {
  addEnquiryNote,
  createEnquiry,
  createPublicEnquiry,
  followUpsDue,
  listEnquiries,
  setEnquiryStage,
} from "~/domain/admissions/enquiries.server";
import { enquiryFollowUpJob } from "~/domain/admissions/follow-up-digest.server";
import { enquiryReport, enquiryReportCsv } from "~/domain/admissions/report.server";
import { FASTEST_PERSON_MS, signedFormTime } from "~/domain/admissions/spam-guard.server";
import { now, setClock } from "~/domain/core/time.server";
import { runJob } from "~/domain/jobs/schedule.server";
import { inLanguage } from "~/i18n/request-language.server";
import { admitSchema, enquiryStageSchema, newEnquirySchema, publicEnquirySchema } from "~/schemas/admissions";
import { failure } from "../support/unit-weeks";

// Enquiries: the public form's guards, the stages, notes once, 'Admit' in one transaction, the digest once a day.

let teacher: User;
let batch: { id: number; subjectIds: number[]; planId: number };
let otherPlanId: number;

const formDrawn = (msAgo: number) => signedFormTime(new Date(now().getTime() - msAgo));
const publicForm = (fields: Record<string, unknown>) =>
  publicEnquirySchema.parse({ name: "Asha Verma", mobile: "98765 43210", website: "", ...fields });
const walkIn = (fields: Record<string, unknown> = {}) =>
  newEnquirySchema.parse({ name: "Ravi Kumar", mobile: "9812345678", source: "walk-in", ...fields });

async function aPlan(batchId: number, name: string) {
  const plan = await db.feePlan.create({
    data: {
      batchId,
      name,
      totalPaise: 1_000_000,
      instalments: { create: [{ position: 1, amountPaise: 1_000_000, dueOn: "2027-01-10" }] },
    },
  });
  return plan.id;
}

beforeAll(async () => {
  const row = await db.user.create({
    data: { email: `enquiry-teacher-${Date.now()}@unit.test`, firstName: "Meera", lastName: "Rao", role: "admin" },
  });
  teacher = { ...row, role: "teacher" };
  const made = await db.batch.create({
    data: { name: "Enquiries unit batch", subjects: { create: [{ name: "Maths" }, { name: "Science" }] } },
    include: { subjects: true },
  });
  batch = { id: made.id, subjectIds: made.subjects.map((subject) => subject.id), planId: await aPlan(made.id, "Year") };
  const other = await db.batch.create({ data: { name: "Enquiries other batch" } });
  otherPlanId = await aPlan(other.id, "Other year");
});

afterAll(() => setClock(new Date()));

describe("the public 'Enquire' form", () => {
  it("takes a person's enquiry as new, from the website, and answers in their language", async () => {
    const input = publicForm({ form_time: formDrawn(FASTEST_PERSON_MS + 1000), email: "asha@example.test" });
    const { enquiry } = await inLanguage("hi", () => createPublicEnquiry(input, "198.51.100.1"));
    expect(enquiry).toMatchObject({ stage: "new", source: "website", language: "hi", mobile: "+919876543210" });
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: "asha@example.test" }, orderBy: { id: "desc" } });
    expect(mail.text).toContain("पूछताछ के लिए धन्यवाद");
    const text = await db.whatsAppMessage.findFirstOrThrow({ where: { to: "+919876543210" }, orderBy: { id: "desc" } });
    expect(text.text).toContain("संस्थान से कोई आपको जल्द फ़ोन करेगा");
  });

  it("makes a form sent twice one enquiry, with one message back", async () => {
    const input = publicForm({ form_time: formDrawn(FASTEST_PERSON_MS + 1000), email: "twice@example.test" });
    const first = await createPublicEnquiry(input, "198.51.100.5");
    const again = await createPublicEnquiry(input, "198.51.100.5");
    expect(again.enquiry.id).toBe(first.enquiry.id);
    expect(await db.outboxMail.count({ where: { to: "twice@example.test" } })).toBe(1);
    // Another visitor served the same page (a kept copy) sends the same form time: theirs is an enquiry too.
    const other = await createPublicEnquiry({ ...input, mobile: "+919811100000" }, "198.51.100.6");
    expect(other.enquiry.id).not.toBe(first.enquiry.id);
  });

  it("refuses a filled trap, a form sent back too fast, and a form time it did not sign, saving nothing", async () => {
    const before = await db.enquiry.count();
    const fine = formDrawn(FASTEST_PERSON_MS + 1000);
    const refusals = [
      publicForm({ form_time: fine, website: "http://spam.example" }),
      publicForm({ form_time: formDrawn(500) }),
      publicForm({ form_time: `${Date.now() - 10_000}.abcdefgh.${"A".repeat(43)}` }),
      publicForm({ form_time: "" }),
      publicForm({ form_time: formDrawn(2 * 24 * 3600_000) }),
    ];
    for (const input of refusals) {
      expect((await failure(createPublicEnquiry(input, "198.51.100.2"))).kind).toBe("invalid");
    }
    expect(await db.enquiry.count()).toBe(before);
  });

  it("takes ten enquiries an hour from one address, then asks to call instead", async () => {
    const address = "198.51.100.3";
    for (let sent = 0; sent < 10; sent++)
      await createPublicEnquiry(publicForm({ form_time: formDrawn(5000) }), address);
    const refused = await failure(createPublicEnquiry(publicForm({ form_time: formDrawn(5000) }), address));
    expect(refused.kind).toBe("too_many");
    // Another address is not held back by this one.
    await createPublicEnquiry(publicForm({ form_time: formDrawn(5000) }), "198.51.100.4");
  });
});

describe("an enquiry's stages and notes", () => {
  it("makes a resent 'New enquiry' once", async () => {
    const input = walkIn({ idempotency_key: `walk-in-${Date.now()}` });
    const first = await createEnquiry(teacher, input);
    const again = await createEnquiry(teacher, input);
    expect(again.enquiry.id).toBe(first.enquiry.id);
    expect(await db.enquiry.count({ where: { idempotencyKey: input.idempotency_key } })).toBe(1);
  });

  it("needs a reason to be lost, keeps it, and drops the follow-up", async () => {
    expect(enquiryStageSchema.safeParse({ stage: "lost", lost_reason: "" }).success).toBe(false);
    expect(enquiryStageSchema.safeParse({ stage: "admitted" }).success).toBe(false);
    const { enquiry } = await createEnquiry(teacher, walkIn({ follow_up_on: "2026-12-01" }));
    await setEnquiryStage(
      teacher,
      enquiry.id,
      enquiryStageSchema.parse({ stage: "contacted", follow_up_on: "2026-12-02" }),
    );
    const lost = await setEnquiryStage(
      teacher,
      enquiry.id,
      enquiryStageSchema.parse({ stage: "lost", lost_reason: "Fees too high", follow_up_on: "2026-12-09" }),
    );
    expect(lost.enquiry).toMatchObject({ stage: "lost", lostReason: "Fees too high", followUpOn: null });
  });

  it("adds a resent note once, with who wrote it and when", async () => {
    const { enquiry } = await createEnquiry(teacher, walkIn());
    const note = { text: "Called: coming for the demo class on Monday", idempotency_key: `note-${Date.now()}` };
    await addEnquiryNote(teacher, enquiry.id, note);
    await addEnquiryNote(teacher, enquiry.id, note);
    const notes = await db.enquiryNote.findMany({ where: { enquiryId: enquiry.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0].byId).toBe(teacher.id);
    expect((await failure(addEnquiryNote(teacher, 999_999, { text: "x" }))).kind).toBe("not_found");
  });

  it("lists follow-ups due today and overdue, open ones only", async () => {
    setClock(new Date("2026-11-25T06:00:00Z"));
    const today = await createEnquiry(teacher, walkIn({ name: "Due Today Person", follow_up_on: "2026-11-25" }));
    const late = await createEnquiry(teacher, walkIn({ name: "Overdue Person", follow_up_on: "2026-11-20" }));
    const closed = await createEnquiry(teacher, walkIn({ name: "Closed Person", follow_up_on: "2026-11-20" }));
    await setEnquiryStage(
      teacher,
      closed.enquiry.id,
      enquiryStageSchema.parse({ stage: "lost", lost_reason: "Moved" }),
    );
    const due = await followUpsDue(teacher);
    expect(due.dueToday.map((row) => row.id)).toContain(today.enquiry.id);
    expect(due.overdue.map((row) => row.id)).toContain(late.enquiry.id);
    expect([...due.dueToday, ...due.overdue].map((row) => row.id)).not.toContain(closed.enquiry.id);
    const overdue = await listEnquiries(teacher, { due: "overdue", page: 1 });
    expect(overdue.enquiries.every((row) => row.followUpOn !== null && row.followUpOn < "2026-11-25")).toBe(true);
    setClock(new Date());
  });
});

describe("'Admit'", () => {
  const admission = (fields: Record<string, unknown> = {}) =>
    admitSchema.parse({
      first_name: "Kavya",
      last_name: "Iyer",
      email: `kavya-${Date.now()}-${Math.random().toString(36).slice(2)}@unit.test`,
      batch_id: batch.id,
      subjects: batch.subjectIds,
      guardian_name: "Lakshmi Iyer",
      guardian_relation: "mother",
      guardian_mobile: "9900112233",
      plan_id: batch.planId,
      ...fields,
    });

  it("makes the student, permitted in their subjects, with the guardian, the fee account and the welcome link", async () => {
    const { enquiry } = await createEnquiry(teacher, walkIn({ language: "hi" }));
    const input = admission();
    const { student } = await admitEnquiry(teacher, enquiry.id, input);
    const made = await db.user.findUniqueOrThrow({
      where: { id: student.id },
      include: {
        access: true,
        guardians: true,
        feeAccount: { include: { dues: true } },
        password: true,
        resetTokens: true,
      },
    });
    expect(made).toMatchObject({ batchId: batch.id, role: "student", language: "hi", password: null });
    expect(made.access.map((row) => [row.subjectId, row.permitted]).sort()).toEqual(
      batch.subjectIds.map((id) => [id, true]).sort(),
    );
    expect(made.guardians).toMatchObject([{ name: "Lakshmi Iyer", relation: "mother", mobile: "+919900112233" }]);
    expect(made.feeAccount?.planId).toBe(batch.planId);
    expect(made.feeAccount?.dues).toHaveLength(1);
    expect(made.resetTokens).toHaveLength(1);
    expect(await db.outboxMail.count({ where: { to: input.email } })).toBe(1);
    expect(await db.enquiry.findUniqueOrThrow({ where: { id: enquiry.id } })).toMatchObject({
      stage: "admitted",
      studentId: student.id,
    });
  });

  it("a second time changes nothing and says why (409)", async () => {
    const { enquiry } = await createEnquiry(teacher, walkIn());
    await admitEnquiry(teacher, enquiry.id, admission());
    const students = await db.user.count({ where: { role: "student" } });
    const again = await failure(admitEnquiry(teacher, enquiry.id, admission()));
    expect(again.kind).toBe("conflict");
    expect(again.message).toBe("This enquiry is already admitted: its student exists.");
    expect(await db.user.count({ where: { role: "student" } })).toBe(students);
    const stage = await failure(setEnquiryStage(teacher, enquiry.id, enquiryStageSchema.parse({ stage: "new" })));
    expect(stage.kind).toBe("conflict");
  });

  it("leaves nothing behind when a part is refused (a plan of another batch, a subject elsewhere, a taken e-mail)", async () => {
    const { enquiry } = await createEnquiry(teacher, walkIn());
    const students = await db.user.count({ where: { role: "student" } });
    expect((await failure(admitEnquiry(teacher, enquiry.id, admission({ plan_id: otherPlanId })))).kind).toBe(
      "invalid",
    );
    expect((await failure(admitEnquiry(teacher, enquiry.id, admission({ subjects: [999_999] })))).kind).toBe("invalid");
    expect((await failure(admitEnquiry(teacher, enquiry.id, admission({ email: teacher.email })))).kind).toBe(
      "conflict",
    );
    expect(await db.user.count({ where: { role: "student" } })).toBe(students);
    expect((await db.enquiry.findUniqueOrThrow({ where: { id: enquiry.id } })).stage).toBe("new");
  });
});

describe("the daily follow-up digest", () => {
  it("mails each handling teacher their follow-ups due and overdue, once an institute day", async () => {
    setClock(new Date("2027-03-10T05:00:00Z")); // 10:30 in Kolkata
    const mine = await createEnquiry(
      teacher,
      walkIn({ name: "Digest Person", handled_by: teacher.id, follow_up_on: "2027-03-10" }),
    );
    const digests = () => db.outboxMail.findMany({ where: { to: teacher.email }, orderBy: { id: "asc" } });
    expect(await runJob(enquiryFollowUpJob)).toBe(true);
    expect(await runJob(enquiryFollowUpJob)).toBe(false);
    const [digest] = await digests();
    expect(digest.text).toContain("Digest Person");
    expect(digest.text).toContain(`/teacher/enquiries/${mine.enquiry.id}`);
    expect(digest.text).toContain("Due today");

    // The next day it is overdue, and the next day's digest says so.
    setClock(new Date("2027-03-11T05:00:00Z"));
    expect(await runJob(enquiryFollowUpJob)).toBe(true);
    const next = (await digests()).at(-1);
    expect(next?.text.split(/^Overdue$/m)[1]).toContain("Digest Person");
    setClock(new Date());
  });
});

describe("the month's report", () => {
  it("counts a month's enquiries by source and stage, the conversion rate and the reasons lost", async () => {
    setClock(new Date("2027-05-10T06:00:00Z"));
    const made = [];
    for (const source of ["walk-in", "phone", "phone", "website"])
      made.push((await createEnquiry(teacher, walkIn({ source }))).enquiry.id);
    await admitEnquiry(teacher, made[0], admission());
    await setEnquiryStage(teacher, made[1], enquiryStageSchema.parse({ stage: "lost", lost_reason: "Too far" }));
    const report = await enquiryReport(teacher, "2027-05");
    expect(report).toMatchObject({
      total: 4,
      admitted: 1,
      conversionPercent: 25,
      lostReasons: [{ reason: "Too far", count: 1 }],
    });
    expect(report.bySource.find((row) => row.source === "phone")?.count).toBe(2);
    expect(report.byStage.find((row) => row.stage === "new")?.count).toBe(2);
    expect(await enquiryReportCsv(report)).toContain("2027-05,total,conversion_percent,25");
    expect((await enquiryReport(teacher, "2027-06")).total).toBe(0);
    setClock(new Date());
  });

  function admission() {
    return admitSchema.parse({
      first_name: "Report",
      last_name: "Student",
      email: `report-${Date.now()}@unit.test`,
      batch_id: batch.id,
      subjects: batch.subjectIds,
      guardian_name: "Report Guardian",
      guardian_relation: "father",
      guardian_mobile: "9900112244",
    });
  }
});

import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import type { User } from "~/domain/access/actor";
import { formatDateTime } from "~/domain/core/format.server";
import { setClock } from "~/domain/core/time.server";
import { runJob } from "~/domain/jobs/schedule.server";
import { createTest } from "~/domain/marks/tests.server";
import { saveQuestions, setWindow } from "~/domain/online-tests/paper.server";
import { readPaperCsv } from "~/domain/online-tests/paper-csv.server";
import { comingOnlineTests, testOpenedJob } from "~/domain/online-tests/windows.server";

// When an online test's window opens, its students and their families are told once; until it closes, the
// student's pages show it as open (or, before, when it opens).

const teacher: User = {
  id: 0,
  email: "t@opened.test",
  firstName: "Tara",
  lastName: "T",
  role: "teacher",
  batchId: null,
};
let batchId: number;
let subjectId: number;
let asha: User;
let bala: User;

beforeAll(async () => {
  const batch = await db.batch.create({
    data: { name: "Opening batch", subjects: { create: [{ name: "Chemistry" }, { name: "Biology" }] } },
    include: { subjects: true },
  });
  batchId = batch.id;
  subjectId = batch.subjects[0].id;
  const student = (name: string, permitted: boolean, extra = {}) =>
    db.user.create({
      data: {
        email: `${name.toLowerCase()}@opened.test`,
        firstName: name,
        lastName: "O",
        role: "student",
        batchId,
        access: { create: { subjectId, permitted } },
        ...extra,
      },
    });
  asha = {
    ...(await student("Asha", true, {
      language: "hi",
      guardians: {
        create: { name: "Meena O", relation: "mother", mobile: "+919876500101", email: "meena@opened.test" },
      },
    })),
    role: "student",
  };
  bala = { ...(await student("Bala", false)), role: "student" };
  teacher.id = (
    await db.user.create({ data: { email: teacher.email, firstName: "Tara", lastName: "T", role: "admin" } })
  ).id;
});

afterAll(() => setClock(new Date()));

const CSV = "text,option_a,option_b,option_c,option_d,answer,marks\nWhat is H2O?,water,salt,air,gold,A,4";

/** A test of the batch's first subject, taken on the site from 10:00 to 12:00 at the institute on 2 Dec 2026. */
async function onlineTest(name: string) {
  const { test } = await createTest(teacher, batchId, subjectId, { test_name: name, date: "2026-12-02", max_marks: 4 });
  await saveQuestions(teacher, test.id, await readPaperCsv(Readable.from([CSV])));
  await setWindow(teacher, test.id, {
    opens_at: "2026-12-02T10:00",
    closes_at: "2026-12-02T12:00",
    duration_minutes: 30,
    shuffle_options: false,
    solutions_after_close: true,
  });
  return test.id;
}

const at = (time: string) => new Date(`2026-12-02T${time}:00+05:30`);
const mailsAbout = (name: string) =>
  db.outboxMail.findMany({ where: { subject: { contains: name } }, orderBy: { id: "asc" } });

describe("an online test's window opening", () => {
  it("tells each permitted student and their guardians once, in their language, when it opens", async () => {
    const testId = await onlineTest("Unit test 7");

    setClock(at("09:59"));
    expect(await runJob(testOpenedJob)).toBe(true);
    expect(await mailsAbout("Unit test 7")).toEqual([]);

    setClock(at("10:00"));
    await runJob(testOpenedJob);
    setClock(at("10:03"));
    await runJob(testOpenedJob);

    const mails = await mailsAbout("Unit test 7");
    // Asha (in Hindi) and her mother; Bala waits for the teacher's permission and is not told.
    expect(mails.map((mail) => mail.to).sort()).toEqual(["asha@opened.test", "meena@opened.test"]);
    const toAsha = mails.find((mail) => mail.to === "asha@opened.test");
    // Under the institute's name, as every message is.
    expect(toAsha?.subject).toBe("Vidya Coaching · ऑनलाइन टेस्ट खुला: Unit test 7");
    // Intl puts a narrow space before "pm".
    expect(toAsha?.text).toMatch(/अभी 12:00\spm तक खुला है/);
    expect(toAsha?.text).not.toContain("बजे");
    expect(toAsha?.text).toContain(`/testDetails/${testId}`);
    const toMother = mails.find((mail) => mail.to === "meena@opened.test");
    expect(toMother?.text).toMatch(
      /^Unit test 7 \(Chemistry\) is open now until 12:00\spm: 30 minutes from the start\./m,
    );
    expect(toMother?.text).toContain("/family/");
    const texts = await db.whatsAppMessage.findMany({ where: { text: { contains: "Unit test 7" } } });
    expect(texts.map((text) => text.to)).toEqual(["+919876500101"]);
  });

  it("tells again when the teacher moves the window to open later, and not for a window long open", async () => {
    const testId = await onlineTest("Unit test 8");
    setClock(at("10:01"));
    await runJob(testOpenedJob);
    expect(await mailsAbout("Unit test 8")).toHaveLength(2);
    await setWindow(teacher, testId, {
      opens_at: "2026-12-02T11:00",
      closes_at: "2026-12-02T12:00",
      duration_minutes: 30,
      shuffle_options: false,
      solutions_after_close: true,
    });
    setClock(at("11:00"));
    await runJob(testOpenedJob);
    expect(await mailsAbout("Unit test 8")).toHaveLength(4);

    await db.questionPaper.update({
      where: { testId },
      data: { opensAt: new Date(at("11:00").getTime() - 2 * 86_400_000), closesAt: at("23:00") },
    });
    setClock(at("11:30"));
    await runJob(testOpenedJob);
    expect(await mailsAbout("Unit test 8")).toHaveLength(4);
  });

  it("shows the student an open test until it closes, and one opening later with its time", async () => {
    const testId = await onlineTest("Unit test 9");
    const mine = async (when: Date) =>
      (await comingOnlineTests(asha, when)).find((test) => test.testId === testId) ?? null;
    expect(await mine(at("09:00"))).toMatchObject({ open: false, opensAt: at("10:00") });
    expect(await mine(at("10:30"))).toMatchObject({ open: true, closesAt: at("12:00") });
    expect(await mine(at("12:01"))).toBeNull();
    expect((await comingOnlineTests(bala, at("10:30"))).some((test) => test.testId === testId)).toBe(false);
  });
});

describe("a moment in Hindi", () => {
  it("ends with its am or pm, not 'pm बजे' as Intl writes it", () => {
    expect(formatDateTime(at("16:36"), "hi")).toMatch(/^2 दिसंबर 2026 को 04:36\spm$/);
    expect(formatDateTime(at("16:36"), "en")).toMatch(/^2 Dec 2026, 04:36\spm$/);
  });
});

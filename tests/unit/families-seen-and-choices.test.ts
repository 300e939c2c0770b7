import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db.server";
import { studentsSeeingBatch, studentsSeeingSubject, whatEachStudentSees } from "~/domain/access/rules.server";
import { markSeen, seenCounts, whoHasSeen } from "~/domain/announcements/announcement-seen.server";
import { createAnnouncement, listAnnouncements } from "~/domain/announcements/announcements.server";
import { studentsReached } from "~/domain/announcements/audience.server";
import { inTransaction } from "~/domain/core/transaction.server";
import { familyPage } from "~/domain/families/family-page.server";
import { messageChoicesOf, saveMessageChoices, stoppedKinds } from "~/domain/families/message-choices.server";
import { newParentLink } from "~/domain/families/parent-link-tokens.server";
import { STOPPABLE_KINDS } from "~/domain/messages/kinds";
import { announcementSchema, familyMessagesSchema } from "~/schemas/families";
import { failure, teacher } from "../support/unit-weeks";

// Families confirm an announcement with 'Seen' on their page, and choose how their messages come and which kinds
// they stop; the teacher counts who has seen, and the sending reads the stops.

let count = 0;
let batch: { id: number; subjects: { id: number }[] };
let otherBatch: { id: number; subjects: { id: number }[] };

beforeAll(async () => {
  batch = await db.batch.create({
    data: { name: "Seen batch", subjects: { create: [{ name: "Physics" }, { name: "Chemistry" }] } },
    include: { subjects: { orderBy: { id: "asc" } } },
  });
  otherBatch = await db.batch.create({
    data: { name: "Seen other batch", subjects: { create: [{ name: "Botany" }] } },
    include: { subjects: true },
  });
});

/** A student with one guardian and the guardian's parent link (its token), permitted in the given subjects. */
async function family(batchId: number, permitted: number[], name = "Ravi") {
  count += 1;
  const student = await db.user.create({
    data: {
      email: `seen-${count}-${Date.now()}@unit.test`,
      firstName: name,
      lastName: `Seen ${count}`,
      role: "student",
      batchId,
      access: { create: permitted.map((subjectId) => ({ subjectId, permitted: true })) },
      guardians: {
        create: [
          { name: `Asha ${count}`, relation: "mother", mobile: `+9198767${String(count).padStart(5, "0")}` },
          { name: `Vijay ${count}`, relation: "father", mobile: `+9198768${String(count).padStart(5, "0")}` },
        ],
      },
    },
    include: { guardians: { orderBy: { id: "asc" } } },
  });
  const tokens = await inTransaction(async (tx) =>
    Promise.all(
      student.guardians.map(async (guardian) => (await newParentLink(tx, guardian.id)).split("/").at(-1) ?? ""),
    ),
  );
  return { student, guardians: student.guardians, tokens };
}

/** 'Messages you get' as the form sends it: the channel, and "on" for each kind ticked. */
const choices = (channel: string, kinds: readonly string[] = []) =>
  familyMessagesSchema.parse({ channel, ...Object.fromEntries(kinds.map((kind) => [kind, "on"])) });

const announce = async (title: string, audience: string, askSeen: boolean) =>
  (
    await createAnnouncement(
      teacher,
      announcementSchema.parse({ title, text: "Bring the form.", audience, ask_seen: askSeen ? "on" : undefined }),
    )
  ).announcement;

describe("'Seen' under an announcement", { timeout: 30_000 }, () => {
  it("counts the families it reaches and those of them that saw it, once however often a guardian presses", async () => {
    const [physics] = batch.subjects.map((subject) => subject.id);
    const seeing = await family(batch.id, [physics], "Anu");
    const alsoSeeing = await family(batch.id, [physics], "Bela");
    const waiting = await family(batch.id, []);
    const elsewhere = await family(otherBatch.id, [otherBatch.subjects[0].id]);
    const notice = await announce("Parents' meeting", `batch:${batch.id}`, true);
    expect(notice.ask_seen).toBe(true);

    await markSeen(seeing.tokens[0], notice.id);
    await markSeen(seeing.tokens[0], notice.id);
    await markSeen(seeing.tokens[1], notice.id);
    expect(
      await db.announcementSeen.count({ where: { announcementId: notice.id, guardianId: seeing.guardians[0].id } }),
    ).toBe(1);

    const counts = await seenCounts([
      { id: notice.id, audience: "batch", batchId: batch.id, subjectId: null, askSeen: true },
    ]);
    const reached = (await db.user.count({ where: studentsSeeingBatch(batch.id) })) as number;
    expect(counts.get(notice.id)).toEqual({ seen: 1, families: reached });

    const list = await whoHasSeen(teacher, notice.id);
    expect(list.seen_count).toBe(1);
    expect(list.seen.map((f) => f.student_id)).toEqual([seeing.student.id]);
    expect(list.seen[0].seen?.by).toBe(seeing.guardians[0].name);
    const notSeen = list.not_seen.map((f) => f.student_id);
    expect(notSeen).toContain(alsoSeeing.student.id);
    expect(notSeen).not.toContain(waiting.student.id);
    expect(notSeen).not.toContain(elsewhere.student.id);
    expect(list.not_seen.find((f) => f.student_id === alsoSeeing.student.id)?.guardians).toEqual([
      { name: alsoSeeing.guardians[0].name, relation: "mother", mobile: alsoSeeing.guardians[0].mobile },
      { name: alsoSeeing.guardians[1].name, relation: "father", mobile: alsoSeeing.guardians[1].mobile },
    ]);

    // The teacher's list says the same, for every announcement on its page that asks.
    const page = await listAnnouncements(teacher, 1);
    expect(page.announcements.find((a) => a.id === notice.id)?.seen_by).toEqual({ seen: 1, families: reached });

    // The guardian's page shows the day instead of the button.
    const shown = await familyPage(seeing.tokens[0]);
    expect(shown.announcements.announcements.find((a) => a.id === notice.id)?.seen_on).toMatch(/^\d{1,2} \S+ \d{4}$/);
  });

  it("is refused under an announcement that does not ask, or that does not reach the student, and for a bad link", async () => {
    const [physics, chemistry] = batch.subjects.map((subject) => subject.id);
    const reader = await family(batch.id, [physics]);
    const quiet = await announce("Quiet notice", "institute", false);
    const chemistryOnly = await announce("Chemistry notice", `subject:${chemistry}`, true);
    const otherBatchs = await announce("Other batch notice", `batch:${otherBatch.id}`, true);
    for (const id of [quiet.id, chemistryOnly.id, otherBatchs.id, 999_999]) {
      expect((await failure(markSeen(reader.tokens[0], id))).kind).toBe("not_found");
    }
    expect((await failure(markSeen("Z".repeat(43), quiet.id))).kind).toBe("not_found");
    await db.parentLink.updateMany({ where: { guardianId: reader.guardians[1].id }, data: { revokedAt: new Date() } });
    expect((await failure(markSeen(reader.tokens[1], chemistryOnly.id))).kind).toBe("gone");
    expect(await db.announcementSeen.count({ where: { guardianId: { in: reader.guardians.map((g) => g.id) } } })).toBe(
      0,
    );
  });

  it("reaches, on plain values, exactly the students the access rule's queries name", async () => {
    const [physics, chemistry] = batch.subjects.map((subject) => subject.id);
    const gone = await family(batch.id, [chemistry]);
    await db.user.update({ where: { id: gone.student.id }, data: { deactivatedAt: new Date() } });
    await family(batch.id, [chemistry]);
    const everyone = await whatEachStudentSees();
    const ids = async (where: object) =>
      (await db.user.findMany({ where, select: { id: true }, orderBy: { id: "asc" } })).map((user) => user.id);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    for (const subject of [physics, chemistry]) {
      expect(sorted(studentsReached({ audience: "subject", batchId: null, subjectId: subject }, everyone))).toEqual(
        await ids(studentsSeeingSubject({ id: subject, batchId: batch.id })),
      );
    }
    for (const id of [batch.id, otherBatch.id]) {
      expect(sorted(studentsReached({ audience: "batch", batchId: id, subjectId: null }, everyone))).toEqual(
        await ids(studentsSeeingBatch(id)),
      );
    }
    expect(studentsReached({ audience: "institute", batchId: null, subjectId: null }, everyone)).not.toContain(
      gone.student.id,
    );
  });
});

describe("the messages a family gets", { timeout: 30_000 }, () => {
  it("stops the unticked kinds, gets the ticked ones again, and keeps the chosen channel", async () => {
    const home = await family(batch.id, []);
    const [mother, father] = home.guardians.map((guardian) => guardian.id);
    expect(await messageChoicesOf(db, mother)).toEqual({
      channel: "institute",
      kinds: STOPPABLE_KINDS.map((kind) => ({ kind, gets: true })),
    });

    const gets = STOPPABLE_KINDS.filter((kind) => kind !== "fee-reminder" && kind !== "absence");
    await saveMessageChoices(home.tokens[0], choices("sms", gets));
    await saveMessageChoices(home.tokens[0], choices("sms", gets));
    const stopped = await stoppedKinds(db, [mother, father]);
    expect(stopped.get(mother)).toEqual(new Set(["absence", "fee-reminder"]));
    expect(stopped.get(father)).toEqual(new Set());
    expect((await db.guardian.findUniqueOrThrow({ where: { id: mother } })).channel).toBe("sms");

    // Ticking absence again gets it again; a form with no box ticked stops every kind.
    await saveMessageChoices(home.tokens[0], choices("whatsapp", [...gets, "absence"]));
    expect((await stoppedKinds(db, [mother])).get(mother)).toEqual(new Set(["fee-reminder"]));
    await saveMessageChoices(home.tokens[1], choices("outbox"));
    expect((await stoppedKinds(db, [father])).get(father)).toEqual(new Set(STOPPABLE_KINDS));
    expect((await messageChoicesOf(db, mother)).channel).toBe("whatsapp");
  });

  it("refuses a channel it does not know and a link that does not work, and stops only the kinds offered", async () => {
    expect(familyMessagesSchema.safeParse({ channel: "pigeon" }).success).toBe(false);
    // Only the kinds a family may stop are offered: the others are not theirs to stop.
    expect(choices("sms", ["day", "absence"]).kinds).toEqual(["absence"]);
    const refused = failure(saveMessageChoices("Z".repeat(43), choices("sms")));
    expect((await refused).kind).toBe("not_found");
  });
});

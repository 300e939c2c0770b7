/**
 * Online tests whose window is open now or opens later: the student's dashboard and test list show them, and a
 * scheduled job tells the students who may take one, and their guardians, when its window opens.
 */
import { config } from "~/config.server";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Actor } from "../access/actor";
import { assertStudent } from "../access/guards.server";
import { studentsSeeingSubject, subjectsSeenBy } from "../access/rules.server";
import { formatMoment } from "../core/format.server";
import { now } from "../core/time.server";
import { periodOf } from "../jobs/occasions.server";
import type { Job } from "../jobs/schedule.server";
import { recipientsOfStudents } from "../messages/recipients.server";
import { queueMessages } from "../messages/send.server";

/** A paper that is taken on the site: it has a window and questions. */
const onTheSite = { opensAt: { not: null }, questions: { some: {} } } as const;

/** The online tests of the student's subjects (the access rule) that have not closed, the soonest first. */
export async function comingOnlineTests(actor: Actor, at = now()) {
  assertStudent(actor);
  const papers = await db.questionPaper.findMany({
    where: { ...onTheSite, closesAt: { gt: at }, test: { subject: subjectsSeenBy(actor) } },
    orderBy: [{ opensAt: "asc" }, { testId: "asc" }],
    select: { testId: true, opensAt: true, closesAt: true, test: { select: { name: true } } },
  });
  return papers.map((paper) => ({
    testId: paper.testId,
    name: paper.test.name,
    opensAt: paper.opensAt as Date,
    closesAt: paper.closesAt as Date,
    open: (paper.opensAt as Date) <= at,
  }));
}

export type ComingOnlineTest = Awaited<ReturnType<typeof comingOnlineTests>>[number];

const JOB_NAME = "test-opened";
/** How often the job looks for windows that opened. */
const LOOK_EVERY_MS = 60_000;
/**
 * A window that opened longer ago than this gets no notice (the server was down for a day, or the teacher set a
 * window that opened days ago). Shorter than the schedule keeps its JobRun rows, which remember each notice.
 */
const NOTICE_WITHIN_MS = 24 * 3600_000;

/**
 * Tells each student permitted in the test's subject, and their guardians, that a test's window opened, once per
 * opening: each opening (the test and its opening instant, so a window moved later is a new opening) is remembered
 * as a JobRun row of this job, written in the messages' transaction.
 */
export async function noticeOpenedTests(tx: Prisma.TransactionClient, at: Date) {
  const papers = await tx.questionPaper.findMany({
    where: { ...onTheSite, opensAt: { lte: at, gt: new Date(at.getTime() - NOTICE_WITHIN_MS) }, closesAt: { gt: at } },
    select: {
      testId: true,
      opensAt: true,
      closesAt: true,
      durationMinutes: true,
      test: { select: { name: true, batchId: true, subject: { select: { id: true, name: true } } } },
    },
  });
  let noticed = 0;
  for (const paper of papers) {
    const occasion = `test ${paper.testId} opened ${(paper.opensAt as Date).toISOString()}`;
    const key = { name_occasion: { name: JOB_NAME, occasion } };
    if (await tx.jobRun.findUnique({ where: key, select: { name: true } })) continue;
    await tx.jobRun.create({ data: { name: JOB_NAME, occasion, ranAt: at } });
    const { test } = paper;
    const students = await tx.user.findMany({
      where: studentsSeeingSubject({ id: test.subject.id, batchId: test.batchId }),
      select: { id: true },
    });
    const people = await recipientsOfStudents(
      tx,
      students.map((student) => student.id),
    );
    await queueMessages(tx, {
      to: [...people.values()].flat(),
      kind: "test-opened",
      // A guardian's message leads to their own page (added by queueMessages), a student's to the test.
      content: (language, familyLink) => {
        const t = translatorFor(language, "online-tests");
        const values = {
          test: test.name,
          subject: test.subject.name,
          closes: formatMoment(paper.closesAt as Date, language, at),
          minutes: paper.durationMinutes,
          link: `${config.PUBLIC_URL}/testDetails/${paper.testId}`,
        };
        const text = t(
          "{{test}} ({{subject}}) is open now until {{closes}}: {{minutes}} minutes from the start.",
          values,
        );
        return {
          subject: t("Online test open: {{test}}", values),
          text: familyLink ? text : `${text}\n\n${t("Take it on the site: {{link}}", values)}`,
          short: text,
          variables: { test: values.test, closes: values.closes, link: values.link },
        };
      },
    });
    noticed++;
  }
  return noticed;
}

export const testOpenedJob: Job = {
  name: JOB_NAME,
  everyMs: LOOK_EVERY_MS,
  occasionAt: periodOf(LOOK_EVERY_MS),
  work: (tx, { at }) => noticeOpenedTests(tx, at),
};

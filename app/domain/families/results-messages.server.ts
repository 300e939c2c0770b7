import type { Prisma } from "~/generated/prisma/client";
import { displayName } from "../access/actor";
import { recipientsOfStudents } from "../messages/recipients.server";
import { queueMessages } from "../messages/send.server";
import { resultMessage } from "./family-words.server";

/**
 * Results published: for each student with a result, a short message to the student and to each
 * guardian ("Ravi Verma scored 72/100 in Unit Test 3, rank 4 of 38"), a guardian's with their own parent's page.
 * Rank as the student sees it: competition ranking among those who attempted. Returns how many were queued.
 */
export async function tellFamiliesOfResults(tx: Prisma.TransactionClient, testId: number) {
  const test = await tx.test.findUniqueOrThrow({
    where: { id: testId },
    select: {
      name: true,
      maxMarks: true,
      results: {
        select: {
          studentId: true,
          marks: true,
          attempted: true,
          student: { select: { firstName: true, lastName: true } },
        },
      },
    },
  });
  const attempted = test.results.filter((result) => result.attempted).map((result) => result.marks);
  const rankOf = (marks: number) => 1 + attempted.filter((other) => other > marks).length;
  const people = await recipientsOfStudents(
    tx,
    test.results.map((result) => result.studentId),
  );
  let queued = 0;
  for (const result of test.results) {
    const facts = {
      studentName: displayName(result.student),
      testName: test.name,
      marks: result.attempted ? result.marks : null,
      maxMarks: test.maxMarks,
      rank: result.attempted ? rankOf(result.marks) : null,
      attemptedCount: attempted.length,
    };
    const to = people.get(result.studentId) ?? [];
    const counts = await queueMessages(tx, { to, kind: "result", content: resultMessage(facts) });
    queued += counts.mails + counts.whatsapp;
  }
  return queued;
}

import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid } from "../core/errors.server";
import { say } from "../core/say.server";
import { now } from "../core/time.server";
import { inTransaction } from "../core/transaction.server";
import { tellFamiliesOfResults } from "../families/results-messages.server";
import { closeOverdueAttempts } from "../online-tests/attempts.server";
import { findTest } from "./tests.server";

/**
 * 'Publish results' shows a test's marks to its students; 'Unpublish' hides them again. Publishing a draft also
 * tells each student and their guardians their result, unless the teacher unticked 'Tell families'.
 */
export async function setPublished(
  actor: Actor,
  testId: number,
  published: boolean,
  { tellFamilies = true, at = now() } = {},
) {
  assertTeacher(actor);
  const test = await findTest(testId);
  await inTransaction(async (tx) => {
    // Online attempts whose time ran out are marked first, so that the published results include them.
    if (published) await closeOverdueAttempts(tx, at, test.id);
    if (published && !(await tx.result.count({ where: { testId } }))) {
      throw invalid("Enter some marks before publishing this test's results.");
    }
    await tx.test.update({ where: { id: test.id }, data: { publishedAt: published ? at : null } });
    if (published && !test.publishedAt && tellFamilies) await tellFamiliesOfResults(tx, test.id);
  });
  return {
    published,
    message: say(published ? "Results of {{test}} published" : "Results of {{test}} hidden from students", {
      test: test.name,
    }),
  };
}

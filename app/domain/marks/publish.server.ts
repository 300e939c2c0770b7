import { db } from "~/db.server";
import type { Actor } from "../actor";
import { invalid } from "../errors.server";
import { assertTeacher } from "../guards.server";
import { findTest } from "./tests.server";

/** 'Publish results' shows a test's marks to its students; 'Unpublish' hides them again. */
export async function setPublished(actor: Actor, testId: number, published: boolean) {
  assertTeacher(actor);
  const test = await findTest(testId);
  if (published && !(await db.result.count({ where: { testId } }))) {
    throw invalid("Enter some marks before publishing this test's results.");
  }
  await db.test.update({ where: { id: test.id }, data: { publishedAt: published ? new Date() : null } });
  return {
    published,
    message: published ? `Results of ${test.name} published` : `Results of ${test.name} hidden from students`,
  };
}

import { data } from "react-router";
import { getTestForEdit } from "~/domain/marks/tests.server";
import { idPath } from "~/http/pages.server";
import { loadForStep } from "../../accounts/+shared/teacher-step.server";

const readTest = loadForStep("testId", getTestForEdit);

/** The test that edit-test and delete-test act on; the address's batch and subject must be the test's own. */
export async function loadTest(args: Parameters<typeof readTest>[0]) {
  const test = await readTest(args);
  if (String(test.batchId) !== args.params.batchId || String(test.subjectId) !== args.params.subjectId) {
    throw data("Not found", { status: 404 });
  }
  return test;
}

export const toTestsPage = (params: { batchId?: string; subjectId?: string }) =>
  idPath`/teacher/test/${params.batchId}/${params.subjectId}`;

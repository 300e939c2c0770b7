import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteTest } from "~/domain/marks/tests.server";
import { buttonStep } from "./+shared/teacher-step.server";
import { loadTest, toTestsPage } from "./+shared/test-step.server";
import type { Route } from "./+types/delete-test";

/** 'Delete' a test with its results, over the subject's tests page. */
export const meta: Route.MetaFunction = () => [{ title: "Delete test" }];
export const loader = loadTest;

export async function action(args: Route.ActionArgs) {
  await loadTest(args);
  return buttonStep("testId", deleteTest, toTestsPage)(args);
}

export default function DeleteTest({ loaderData: test, actionData, params }: Route.ComponentProps) {
  return (
    <DeleteDialog
      noun="test"
      name={test.name}
      goesWithIt={test.results === 1 ? "1 result" : `${test.results} results`}
      closeTo={`/teacher/test/${params.batchId}/${params.subjectId}`}
      actionData={actionData}
    />
  );
}

import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteTest } from "~/domain/marks/tests.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { loadTest, toTestsPage } from "../+shared/test-step.server";
import type { Route } from "./+types/delete-test";

/** 'Delete' a test with its results, over the subject's tests page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete test") }];
export const loader = loadTest;

export async function action(args: Route.ActionArgs) {
  await loadTest(args);
  return buttonStep("testId", deleteTest, toTestsPage)(args);
}

export default function DeleteTest({ loaderData: test, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <DeleteDialog
      title={t("Delete test")}
      name={test.name}
      goesWithIt={test.results > 0 ? t("{{count}} results", { count: test.results }) : t("nothing else")}
      closeTo={`/teacher/test/${params.batchId}/${params.subjectId}`}
      actionData={actionData}
    />
  );
}

import { requireTeacher } from "~/http/guards.server";
import { idPath } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { newTestAction } from "../+shared/new-test.server";
import { NewTestDialog } from "../+shared/new-test-dialog";
import type { Route } from "./+types/new-test-on-tests-page";

/** 'Add test' on the subject's Tests page: the same dialog, over the Tests page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add Test") }];

export function loader({ context, params }: Route.LoaderArgs) {
  requireTeacher(context);
  return { closeTo: idPath`/teacher/test/${params.batchId}/${params.subjectId}` };
}

export const action = newTestAction;

export default function NewTestOnTestsPage({ actionData, loaderData }: Route.ComponentProps) {
  return <NewTestDialog closeTo={loaderData.closeTo} lastResult={actionData} />;
}

import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteSubject } from "~/domain/catalogue/subjects.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { loadSubject, toBatchPage } from "../+shared/subject-step.server";
import type { Route } from "./+types/delete-subject";

/** 'Delete' a subject with everything in it, over its batch's page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete subject") }];
export const loader = loadSubject;
export const action = buttonStep("subjectId", deleteSubject, toBatchPage);

export default function DeleteSubject({ loaderData: subject, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <DeleteDialog
      title={t("Delete subject")}
      name={subject.name}
      goesWithIt={subject.goesWithIt}
      closeTo={`/teacher/course/${params.batchId}`}
      actionData={actionData}
    />
  );
}

import { RenameDialog } from "~/components/edit-dialogs";
import { renameSubject } from "~/domain/catalogue/subjects.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { newSubjectSchema } from "~/schemas/content";
import { loadSubject, toBatchPage } from "../+shared/subject-step.server";
import type { Route } from "./+types/rename-subject";

/** 'Rename' a subject, over its batch's page. */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Rename subject") }];
export const loader = loadSubject;
export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.subjectId),
  schema: newSubjectSchema,
  save: renameSubject,
  after: toBatchPage,
});

export default function RenameSubject({ loaderData: subject, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <RenameDialog
      title={t("Rename subject")}
      closeTo={`/teacher/course/${params.batchId}`}
      field="subject_name"
      label={t("Subject name")}
      current={subject.name}
      lastResult={actionData}
    />
  );
}

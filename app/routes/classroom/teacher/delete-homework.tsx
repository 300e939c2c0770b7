import { Trans } from "react-i18next";
import { ConfirmDialog } from "~/components/edit-dialogs";
import { deleteHomework } from "~/domain/homework/homework.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { homeworkOfSubject } from "../+shared/homework-of-subject.server";
import type { Route } from "./+types/delete-homework";

export const meta: Route.MetaFunction = () => [{ title: "Delete homework" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  return { homework: await readForPage(() => homeworkOfSubject(requireTeacher(context), params)) };
}

export async function action({ context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const homework = await readForPage(() => homeworkOfSubject(teacher, params));
  const back = `/teacher/course/${homework.subject.batchId}/subjects/${homework.subject.id}/homework`;
  return handleButton(context, back, () => deleteHomework(teacher, homework.id));
}

export default function DeleteHomework({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("classroom");
  const title = loaderData.homework.title;
  return (
    <ConfirmDialog
      title={t("Delete homework")}
      closeTo={`/teacher/course/${params.batchId}/subjects/${params.subjectId}/homework`}
      button={t("Delete")}
      error={actionData?.message}
    >
      <p>
        <Trans t={t} i18nKey="Delete <1>{{title}}</1>? Students no longer see it." values={{ title }}>
          Delete <strong>{title}</strong>? Students no longer see it.
        </Trans>
      </p>
    </ConfirmDialog>
  );
}

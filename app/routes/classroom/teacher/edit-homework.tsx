import { config } from "~/config.server";
import { editHomework } from "~/domain/homework/homework.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { HomeworkDialog } from "../+shared/homework-form";
import { homeworkOfSubject } from "../+shared/homework-of-subject.server";
import { homeworkUpload } from "../+shared/homework-upload.server";
import type { Route } from "./+types/edit-homework";

export const meta: Route.MetaFunction = () => [{ title: "Edit homework" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const homework = await readForPage(() => homeworkOfSubject(requireTeacher(context), params));
  return { homework, maxMb: config.MAX_UPLOAD_MB };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const homework = await readForPage(() => homeworkOfSubject(teacher, params));
  const back = `/teacher/course/${idParam(params.batchId)}/subjects/${homework.subject.id}/homework`;
  return homeworkUpload(request, context, back, (input, file) => editHomework(teacher, homework.id, input, file));
}

export default function EditHomework({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("classroom");
  const { homework } = loaderData;
  return (
    <HomeworkDialog
      title={t("Edit homework")}
      button={t("Save")}
      closeTo={`/teacher/course/${params.batchId}/subjects/${params.subjectId}/homework`}
      lastResult={actionData}
      defaultValue={{ title: homework.title, text: homework.text, due_on: homework.dueOn }}
      hasAttachment={homework.attachment !== null}
      maxMb={loaderData.maxMb}
    />
  );
}

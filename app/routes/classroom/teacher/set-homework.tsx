import { config } from "~/config.server";
import { homeworkSubject, setHomework } from "~/domain/homework/homework.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { HomeworkDialog } from "../+shared/homework-form";
import { homeworkUpload } from "../+shared/homework-upload.server";
import type { Route } from "./+types/set-homework";

export const meta: Route.MetaFunction = () => [{ title: "Set homework" }];

export async function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return { maxMb: config.MAX_UPLOAD_MB };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const subjectId = idParam(params.subjectId);
  await readForPage(() => homeworkSubject(teacher, subjectId, batchId));
  const back = `/teacher/course/${batchId}/subjects/${subjectId}/homework`;
  return homeworkUpload(request, context, back, (input, file) => setHomework(teacher, subjectId, input, file));
}

export default function SetHomework({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("classroom");
  return (
    <HomeworkDialog
      title={t("Set homework")}
      button={t("Set homework")}
      closeTo={`/teacher/course/${params.batchId}/subjects/${params.subjectId}/homework`}
      lastResult={actionData}
      maxMb={loaderData.maxMb}
    />
  );
}

import { StudentHomework } from "~/components/student-homework";
import { HOMEWORK_DAYS_BACK } from "~/domain/homework/limits";
import { markHomework, myHomework } from "~/domain/homework/student-homework.server";
import { handleButton } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { languageFrom, translatorOf } from "~/http/language.server";
import { readValue } from "~/http/values.server";
import { useTranslation } from "~/i18n/use-translation";
import { homeworkDoneSchema } from "~/schemas/homework";
import { shownHomework } from "../+shared/shown-homework.server";
import type { Route } from "./+types/homework";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Homework" }];

export async function loader({ context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const { homework } = await myHomework(student);
  return {
    homework: shownHomework(homework, languageFrom(context)),
    title: translatorOf(context, "classroom")("Homework"),
  };
}

/** 'Mark as done' and 'Undo', from this page or the dashboard: back to where the student was. */
export async function action({ request, context }: Route.ActionArgs) {
  const student = requireStudent(context);
  const value = readValue(homeworkDoneSchema, Object.fromEntries(await readFormData(request))).value ?? {
    homework_id: 0,
    intent: "done",
    back: "/homework" as const,
  };
  return handleButton(context, value.back, () => markHomework(student, value.homework_id, value.intent === "done"));
}

/** The student's own homework: what to do first on top, overdue marked, done work last. */
export default function Homework({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("classroom");
  return (
    <main id="main" className="page">
      <h1>{t("Homework")}</h1>
      {actionData?.message ? (
        <p className="form-error" role="alert">
          {t(actionData.message)}
        </p>
      ) : null}
      <p className="muted">{t("Homework due in the last {{days}} days and ahead.", { days: HOMEWORK_DAYS_BACK })}</p>
      <StudentHomework homework={loaderData.homework} back="/homework" withText />
    </main>
  );
}

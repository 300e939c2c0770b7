import { DeleteDialog } from "~/components/edit-dialogs";
import { deleteWeek } from "~/domain/doubts/weeks.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { buttonStep } from "../../accounts/+shared/teacher-step.server";
import { loadWeek } from "../+shared/week-step.server";
import type { Route } from "./+types/delete-week";

/** 'Delete week', over the teacher's home; a week with bookings is refused (complete it instead). */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Delete week") }];
export const loader = loadWeek;
export const action = buttonStep("weekId", deleteWeek, () => "/teacher");

export default function DeleteWeek({ loaderData: week, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("doubts");
  return (
    <DeleteDialog
      title={t("Delete week")}
      name={week.name}
      goesWithIt={t("{{count}} slots", { count: week.slotCount })}
      closeTo="/teacher"
      actionData={actionData}
    />
  );
}

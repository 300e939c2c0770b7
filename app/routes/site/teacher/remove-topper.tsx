import { ConfirmRemoval } from "~/components/confirm-removal";
import { readTopper, removeTopper } from "~/domain/site/toppers.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/remove-topper";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Remove topper") }];

export async function loader({ params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const topper = await readForPage(() => readTopper(teacher, idParam(params.topperId)));
  return { name: topper.name };
}

export async function action({ params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleButton(context, "/teacher/site#toppers", () => removeTopper(teacher, idParam(params.topperId)));
}

export default function RemoveTopper({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("teacher");
  return (
    <ConfirmRemoval
      title={t("Remove topper")}
      what={loaderData.name}
      closeTo="/teacher/site#toppers"
      failure={actionData?.message}
    />
  );
}

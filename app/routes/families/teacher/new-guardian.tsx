import { useTranslation } from "react-i18next";
import { GuardianForm } from "~/components/guardian-fields";
import { RouteDialog } from "~/components/route-dialog";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { guardianStep } from "../+shared/guardian-forms.server";
import type { Route } from "./+types/new-guardian";

/** 'Add guardian' on the teacher's student page. */

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add guardian") }];

export function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return null;
}

export function action({ request, context, params }: Route.ActionArgs) {
  const studentId = idParam(params.studentId);
  const back = `/teacher/students/${studentId}`;
  return guardianStep({ request, context, actor: requireTeacher(context), studentId, back });
}

export default function NewGuardian({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("families");
  return (
    <RouteDialog title={t("Add guardian")} closeTo={`/teacher/students/${params.studentId}`}>
      <GuardianForm
        lastResult={actionData && "status" in actionData ? actionData : undefined}
        button={t("Add guardian")}
      />
    </RouteDialog>
  );
}

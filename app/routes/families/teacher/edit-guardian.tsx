import { useTranslation } from "react-i18next";
import { GuardianForm } from "~/components/guardian-fields";
import { RouteDialog } from "~/components/route-dialog";
import { getGuardian } from "~/domain/families/guardians.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { guardianStep } from "../+shared/guardian-forms.server";
import type { Route } from "./+types/edit-guardian";

/** 'Edit' a guardian, or remove them, on the teacher's student page. */

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Edit guardian") }];

export function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() => getGuardian(teacher, idParam(params.studentId), idParam(params.guardianId)));
}

export function action({ request, context, params }: Route.ActionArgs) {
  const studentId = idParam(params.studentId);
  const guardianId = idParam(params.guardianId);
  const back = `/teacher/students/${studentId}`;
  return guardianStep({ request, context, actor: requireTeacher(context), studentId, guardianId, back });
}

export default function EditGuardian({ loaderData, actionData, params }: Route.ComponentProps) {
  const { guardian } = loaderData;
  const { t } = useTranslation("families");
  return (
    <RouteDialog title={t("Edit guardian")} closeTo={`/teacher/students/${params.studentId}`}>
      <GuardianForm
        lastResult={actionData && "status" in actionData ? actionData : undefined}
        error={actionData && "message" in actionData ? actionData.message : undefined}
        defaultValue={guardian}
        button={t("Save")}
        removable
      />
    </RouteDialog>
  );
}

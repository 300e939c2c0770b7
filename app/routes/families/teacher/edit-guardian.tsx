import { GuardianForm } from "~/components/guardian-fields";
import { RouteDialog } from "~/components/route-dialog";
import { editGuardian, getGuardian, removeGuardian } from "~/domain/families/guardians.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { guardianSchema } from "~/schemas/families";
import type { Route } from "./+types/edit-guardian";

/** 'Edit' a guardian, or remove them, on the teacher's student page. */

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Edit guardian") }];

export function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return readForPage(() => getGuardian(teacher, idParam(params.studentId), idParam(params.guardianId)));
}

/** 'Save' (the same schema as the API's PATCH; a refusal keeps what was typed) or, with `intent=remove`, remove. */
export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => ({ studentId: idParam(params.studentId), guardianId: idParam(params.guardianId) }),
  schema: guardianSchema,
  save: (teacher, { studentId, guardianId }, value) => editGuardian(teacher, studentId, guardianId, value),
  buttons: { remove: (teacher, { studentId, guardianId }) => removeGuardian(teacher, studentId, guardianId) },
  after: (params) => idPath`/teacher/students/${params.studentId}`,
});

export default function EditGuardian({ loaderData, actionData, params }: Route.ComponentProps) {
  const { guardian } = loaderData;
  const { t } = useTranslation("families");
  return (
    <RouteDialog title={t("Edit guardian")} closeTo={`/teacher/students/${params.studentId}`}>
      <GuardianForm
        lastResult={actionData && "status" in actionData ? actionData : undefined}
        error={actionData && "message" in actionData ? actionData.message : undefined}
        defaultValue={guardian}
        channel
        button={t("Save")}
        removable
      />
    </RouteDialog>
  );
}

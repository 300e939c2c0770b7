import { GuardianForm } from "~/components/guardian-fields";
import { RouteDialog } from "~/components/route-dialog";
import { addGuardian } from "~/domain/families/guardians.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, idPath } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { guardianSchema } from "~/schemas/families";
import type { Route } from "./+types/new-guardian";

/** 'Add guardian' on the teacher's student page. */

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Add guardian") }];

export function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return null;
}

/** The same schema as the API's POST; a refusal keeps what was typed. */
export const action = dialogAction({
  guard: requireTeacher,
  target: (params) => idParam(params.studentId),
  schema: guardianSchema,
  save: addGuardian,
  after: (params) => idPath`/teacher/students/${params.studentId}`,
});

export default function NewGuardian({ actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("families");
  return (
    <RouteDialog title={t("Add guardian")} closeTo={`/teacher/students/${params.studentId}`}>
      <GuardianForm
        lastResult={actionData && "status" in actionData ? actionData : undefined}
        channel
        button={t("Add guardian")}
      />
    </RouteDialog>
  );
}

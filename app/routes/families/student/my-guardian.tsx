import { Link } from "react-router";
import { GuardianForm } from "~/components/guardian-fields";
import { pageMeta } from "~/components/page-meta";
import { editGuardian, getGuardian, removeGuardian } from "~/domain/families/guardians.server";
import { dialogAction } from "~/http/dialogs.server";
import { requireStudent } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { guardianSchema } from "~/schemas/families";
import type { Route } from "./+types/my-guardian";

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta(data?.title ?? "Edit guardian", data?.description ?? "Change or remove one of your guardians.");

export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const t = translatorOf(context, "families");
  const found = await readForPage(() => getGuardian(student, student.id, idParam(params.guardianId)));
  return { ...found, title: t("Edit guardian"), description: t("Change or remove one of your guardians.") };
}

/** 'Save' (the same schema as the API's PATCH; a refusal keeps what was typed) or, with `intent=remove`, remove. */
export const action = dialogAction({
  guard: requireStudent,
  target: (params) => idParam(params.guardianId),
  schema: guardianSchema,
  save: (student, guardianId, value) => editGuardian(student, student.id, guardianId, value),
  buttons: { remove: (student, guardianId) => removeGuardian(student, student.id, guardianId) },
  after: () => "/my-details",
});

/** A student edits or removes one of their guardians. */
export default function MyGuardian({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("families");
  return (
    <main id="main" className="page">
      <p>
        <Link to="/my-details">← {t("My details")}</Link>
      </p>
      <h1>{t("Edit guardian")}</h1>
      <GuardianForm
        lastResult={actionData && "status" in actionData ? actionData : undefined}
        error={actionData && "message" in actionData ? actionData.message : undefined}
        defaultValue={loaderData.guardian}
        button={t("Save")}
        removable
      />
    </main>
  );
}

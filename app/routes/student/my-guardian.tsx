import { Link } from "react-router";
import { GuardianForm } from "~/components/guardian-fields";
import { pageMeta } from "~/components/page-meta";
import { getGuardian } from "~/domain/families/guardians.server";
import { requireStudent } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { guardianStep } from "../+shared/guardian-forms.server";
import type { Route } from "./+types/my-guardian";

export const meta: Route.MetaFunction = () => pageMeta("Edit guardian", "Change or remove one of your guardians.");

export function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  return readForPage(() => getGuardian(student, student.id, idParam(params.guardianId)));
}

export function action({ request, context, params }: Route.ActionArgs) {
  const student = requireStudent(context);
  const guardianId = idParam(params.guardianId);
  return guardianStep({ request, context, actor: student, studentId: student.id, guardianId, back: "/my-details" });
}

/** A student edits or removes one of their guardians (issue 24). */
export default function MyGuardian({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="page">
      <p>
        <Link to="/my-details">← My details</Link>
      </p>
      <h1>Edit guardian</h1>
      <GuardianForm
        lastResult={actionData && "status" in actionData ? actionData : undefined}
        error={actionData && "message" in actionData ? actionData.message : undefined}
        defaultValue={loaderData.guardian}
        button="Save"
        removable
      />
    </main>
  );
}

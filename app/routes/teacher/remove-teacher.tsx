import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { removeTeacher, teacherToRemove } from "~/domain/teachers.server";
import { handleButton } from "~/http/actions.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import type { Route } from "./+types/remove-teacher";

export const meta: Route.MetaFunction = () => [{ title: "Remove teacher" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const owner = requireTeacher(context);
  return readForPage(() => teacherToRemove(owner, idParam(params.teacherId)));
}

export async function action({ context, params }: Route.ActionArgs) {
  const owner = requireTeacher(context);
  return handleButton(context, "/teacher/teachers", () => removeTeacher(owner, idParam(params.teacherId)));
}

/** The confirmation of 'Remove': its own address, so it works without JavaScript. */
export default function RemoveTeacher({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main" className="page narrow">
      <h1>Remove teacher</h1>
      <Form method="post" className="card stack">
        <FormToken />
        <FormError errors={actionData?.message ? [actionData.message] : undefined} />
        <p>
          Remove <strong>{loaderData.name}</strong> ({loaderData.email})? Their account is deleted and they are signed
          out everywhere.
        </p>
        <div className="actions">
          <SubmitButton>Remove teacher</SubmitButton>
          <Link to="/teacher/teachers">Cancel</Link>
        </div>
      </Form>
    </main>
  );
}

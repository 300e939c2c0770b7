import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { ConfirmDialog } from "~/components/edit-dialogs";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import {
  deactivateStudent,
  deleteStudent,
  getStudentProfile,
  reactivateStudent,
} from "~/domain/student-directory.server";
import { handleButton } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { studentDeleteSchema } from "~/schemas/student-directory";
import type { Route } from "./+types/student-step";

/** 'Deactivate', 'Reactivate' and 'Delete student', each confirmed at its own address over the student's page. */
type Step = "deactivate" | "reactivate" | "delete";
const stepOf = (request: Request) => new URL(request.url).pathname.split("/").pop() as Step;
const TITLES: Record<Step, string> = { deactivate: "Deactivate", reactivate: "Reactivate", delete: "Delete student" };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? TITLES[loaderData.step] : "Student" },
];

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const { student } = await readForPage(() => getStudentProfile(teacher, idParam(params.studentId)));
  return { step: stepOf(request), student };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const studentId = idParam(params.studentId);
  const step = stepOf(request);
  if (step === "delete") {
    return handleForm(await readFormData(request), studentDeleteSchema, async (value) => {
      const { message } = await deleteStudent(teacher, studentId, value.confirm_email);
      return redirectWithToast(context, "/teacher/students", "success", message);
    });
  }
  const run = step === "deactivate" ? deactivateStudent : reactivateStudent;
  return handleButton(context, `/teacher/students/${studentId}`, () => run(teacher, studentId));
}

export default function StudentStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { step, student } = loaderData;
  const closeTo = `/teacher/students/${params.studentId}`;
  const name = (
    <strong>
      {student.first_name} {student.last_name}
    </strong>
  );
  const [form, fields] = useForm<{ confirm_email: string }>({
    lastResult: actionData && "status" in actionData ? actionData : undefined,
  });
  if (step === "delete") {
    return (
      <RouteDialog title="Delete student" closeTo={closeTo}>
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <p>
            Delete {name}'s account with their sessions, registrations and results? This cannot be undone. Type{" "}
            <strong>{student.email}</strong> to confirm.
          </p>
          <Field label="Student's email" type="email" meta={fields.confirm_email} autoComplete="off" />
          <SubmitButton>Delete student</SubmitButton>
        </Form>
      </RouteDialog>
    );
  }
  return (
    <ConfirmDialog
      title={TITLES[step]}
      closeTo={closeTo}
      button={TITLES[step]}
      error={actionData && "message" in actionData ? actionData.message : undefined}
    >
      {step === "deactivate" ? (
        <p>
          Deactivate {name}? They are signed out everywhere now and cannot sign in until you reactivate them. Their data
          is kept.
        </p>
      ) : (
        <p>Reactivate {name}? They can sign in again.</p>
      )}
    </ConfirmDialog>
  );
}

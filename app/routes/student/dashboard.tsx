import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { SubjectChecklist } from "~/components/subject-checklist";
import { formatDay } from "~/domain/format.server";
import { chooseOwnSubjects, getStudentDetails } from "~/domain/students.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";
import { ownSubjectsSchema } from "~/schemas/student-directory";
import { ACCESS_PENDING } from "~/schemas/words";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta("Your subjects", "Your subjects, with their notes, videos and tests.");

export async function loader({ context }: Route.LoaderArgs) {
  const home = await getStudentDetails(requireStudent(context));
  return { ...home, endedOn: home.batch?.endedAt ? formatDay(home.batch.endedAt) : null };
}

/** A student without subjects chooses theirs; the teacher then permits them. */
export async function action({ request, context }: Route.ActionArgs) {
  const student = requireStudent(context);
  return handleForm(await readFormData(request), ownSubjectsSchema, async (value) => {
    await chooseOwnSubjects(student, value);
    return redirectWithToast(
      context,
      "/dashboard",
      "success",
      "Subjects chosen: your teacher will give you access soon",
    );
  });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { batch, subjects, permitted, offered, endedOn } = loaderData;
  return (
    <main id="main" className="page">
      <h1>Welcome to {batch?.name ?? ""}</h1>
      {endedOn ? (
        <p className="notice">
          This batch ended on {endedOn}. You can still read its notes and videos, and your test results and report card.
        </p>
      ) : null}
      <h2>Registered Subjects</h2>
      {subjects.length === 0 && offered.length > 0 ? (
        <ChooseSubjects offered={offered} lastResult={actionData} />
      ) : subjects.length === 0 ? (
        <p className="empty">No subjects registered yet. Check back later</p>
      ) : !permitted ? (
        <p className="notice">{ACCESS_PENDING}</p>
      ) : (
        <ul className="grid">
          {subjects.map((subject) => (
            <li key={subject.id} className="card">
              <h3>{subject.name}</h3>
              {subject.permitted ? null : <p className="muted">Access pending</p>}
              <Link to={`/subject/${subject.id}`} className="button" aria-label={`View Content of ${subject.name}`}>
                View Content
              </Link>
            </li>
          ))}
        </ul>
      )}
      {subjects.length > 0 ? (
        <p>
          <Link to="/report">Report card</Link>
        </p>
      ) : null}
    </main>
  );
}

function ChooseSubjects({
  offered,
  lastResult,
}: {
  offered: { id: number; name: string }[];
  lastResult: Route.ComponentProps["actionData"];
}) {
  const [form, fields] = useForm<{ subjects: string[] }>({ id: "own-subjects", lastResult });
  return (
    <Form method="post" id={form.id} noValidate className="card stack narrow">
      <FormToken />
      <FormError id={form.errorId} errors={form.errors} />
      <p>Choose the subjects you take. Your teacher then gives you access.</p>
      <SubjectChecklist
        legend="Your subjects"
        subjects={offered}
        ticked={[]}
        errors={fields.subjects.errors}
        errorId={fields.subjects.errorId}
      />
      <SubmitButton>Choose subjects</SubmitButton>
    </Form>
  );
}

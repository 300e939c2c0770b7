import { useForm } from "@conform-to/react";
import { data, Form } from "react-router";
import { DeleteDialog } from "~/components/edit-dialogs";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { deleteTest, editTest, getTestForEdit } from "~/domain/tests.server";
import { handleButton } from "~/http/actions.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { newTestSchema } from "~/schemas/tests";
import type { Route } from "./+types/test-step";

/** 'Edit' (name, date, maximum) and 'Delete' of a test, over the subject's tests page. */
const isDelete = (request: Request) => new URL(request.url).pathname.endsWith("/delete");

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.deleting ? "Delete test" : "Edit test" },
];

async function testOf(teacher: ReturnType<typeof requireTeacher>, params: Route.LoaderArgs["params"]) {
  const test = await readForPage(() => getTestForEdit(teacher, idParam(params.testId)));
  // The address's batch and subject must be the test's own.
  if (String(test.batchId) !== params.batchId || String(test.subjectId) !== params.subjectId) {
    throw data("Not found", { status: 404 });
  }
  return test;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  return { deleting: isDelete(request), test: await testOf(teacher, params) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const test = await testOf(teacher, params);
  const back = `/teacher/test/${params.batchId}/${params.subjectId}`;
  if (isDelete(request)) return handleButton(context, back, () => deleteTest(teacher, test.id));
  return handleForm(await readFormData(request), newTestSchema, async (value) => {
    const { message } = await editTest(teacher, test.id, value);
    return redirectWithToast(context, back, "success", message);
  });
}

export default function TestStep({ loaderData, actionData, params }: Route.ComponentProps) {
  const { deleting, test } = loaderData;
  const closeTo = `/teacher/test/${params.batchId}/${params.subjectId}`;
  const [form, fields] = useForm<{ test_name: string; date: string; max_marks: number }>({
    lastResult: actionData && "status" in actionData ? actionData : undefined,
    defaultValue: { test_name: test.test_name, date: test.date, max_marks: test.max_marks },
  });
  if (deleting) {
    return (
      <DeleteDialog
        noun="test"
        name={test.test_name}
        goesWithIt={test.results === 1 ? "1 result" : `${test.results} results`}
        closeTo={closeTo}
        actionData={actionData}
      />
    );
  }
  return (
    <RouteDialog title="Edit test" closeTo={closeTo}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label="Test name" meta={fields.test_name} />
        <Field label="Date" type="date" meta={fields.date} />
        <Field label="Maximum marks" type="number" meta={fields.max_marks} min={1} max={1000} />
        <SubmitButton>Save</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

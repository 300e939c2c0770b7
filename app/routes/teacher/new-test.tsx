import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { createTest } from "~/domain/tests.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { newTestSchema } from "~/schemas/tests";
import type { Route } from "./+types/new-test";

export const meta: Route.MetaFunction = () => [{ title: "Add Test" }];

/** Opened from the batch page or from the subject's Tests page: closing goes back where it was opened. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  requireTeacher(context);
  const fromTests = new URL(request.url).pathname.startsWith("/teacher/test/");
  return {
    closeTo: fromTests ? `/teacher/test/${params.batchId}/${params.subjectId}` : `/teacher/course/${params.batchId}`,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const subjectId = idParam(params.subjectId);
  return handleForm(await readFormData(request), newTestSchema, async (value) => {
    const { message } = await createTest(teacher, batchId, subjectId, value);
    return redirectWithToast(context, `/teacher/test/${batchId}/${subjectId}`, "success", message);
  });
}

export default function NewTest({ actionData, loaderData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ test_name: string; date: string; max_marks: number }>({
    lastResult: actionData,
    defaultValue: { max_marks: 100 },
  });
  return (
    <RouteDialog title="Add Test" closeTo={loaderData.closeTo}>
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label="Test name" meta={fields.test_name} />
        <Field label="Date" type="date" meta={fields.date} />
        <Field
          label="Maximum marks"
          type="number"
          meta={fields.max_marks}
          min={1}
          max={1000}
          hint="100 unless you change it"
        />
        <SubmitButton>Add Test</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

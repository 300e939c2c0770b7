import { useForm } from "@conform-to/react";
import { Form } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { RouteDialog } from "~/components/route-dialog";
import { createWeek } from "~/domain/weeks.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher, teacherOnlyLoader } from "~/http/guards.server";
import { redirectWithToast } from "~/http/toast.server";
import { newWeekSchema } from "~/schemas/weeks";
import type { Route } from "./+types/new-week";

export const meta: Route.MetaFunction = () => [{ title: "Create New Week" }];

export const loader = teacherOnlyLoader;

export async function action({ request, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  return handleForm(await readFormData(request), newWeekSchema, async (value) => {
    const { message } = await createWeek(teacher, value);
    return redirectWithToast(context, "/teacher", "success", message);
  });
}

export default function NewWeek({ actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<{ week_name: string }>({ lastResult: actionData });
  return (
    <RouteDialog title="Create New Week" closeTo="/teacher">
      <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
        <FormToken />
        <FormError id={form.errorId} errors={form.errors} />
        <Field label="Week name" meta={fields.week_name} hint="The week number is given in order." />
        <SubmitButton>Create Week</SubmitButton>
      </Form>
    </RouteDialog>
  );
}

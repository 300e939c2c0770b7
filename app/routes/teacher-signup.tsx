import { useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { Field, FormError, NewAccountFields, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PublicHeader } from "~/components/public-header";
import { registerTeacher } from "~/domain/auth.server";
import { addressOf } from "~/http/api.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { redirectWithToast } from "~/http/toast.server";
import { teacherSignUpSchema } from "~/schemas/auth";
import type { Route } from "./+types/teacher-signup";

export const meta: Route.MetaFunction = () => [{ title: "Teacher sign-up" }];

export async function action({ request, context }: Route.ActionArgs) {
  return handleForm(await readFormData(request), teacherSignUpSchema, async (value) => {
    const { message } = await registerTeacher(value, addressOf(context));
    return redirectWithToast(context, "/signin?as=teacher", "success", message);
  });
}

export default function TeacherSignUp({ actionData }: Route.ComponentProps) {
  const [form, fields] = useForm<{
    first_name: string;
    last_name: string;
    email: string;
    password: string;
    teacher_code: string;
  }>({ lastResult: actionData });
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>Teacher sign-up</h1>
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="card stack">
          <FormToken />
          <FormError id={form.errorId} errors={form.errors} />
          <NewAccountFields fields={fields} />
          <Field
            label="Teacher code"
            type="password"
            meta={fields.teacher_code}
            autoComplete="off"
            hint="The institute's code for teachers"
          />
          <SubmitButton>Sign Up</SubmitButton>
          <p>
            Already have an account? <Link to="/signin?as=teacher">Login</Link>
          </p>
        </Form>
      </main>
    </>
  );
}

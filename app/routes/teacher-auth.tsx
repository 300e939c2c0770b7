import { useForm } from "@conform-to/react";
import { Form, Link, redirect } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PublicHeader } from "~/components/public-header";
import { registerTeacher, signIn } from "~/domain/auth.server";
import { remembersATeacherCode } from "~/domain/known-devices.server";
import { teacherCodeIsOn } from "~/domain/teacher-code.server";
import { addressOf } from "~/http/api.server";
import { readDevice } from "~/http/device-cookie.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { getActor } from "~/http/guards.server";
import { redirectSignedIn, TEACHER_CODE_NOT_NEEDED } from "~/http/sign-in.server";
import { redirectWithToast } from "~/http/toast.server";
import { teacherPortalSignUpSchema, teacherSignInSchema } from "~/schemas/auth";
import type { Route } from "./+types/teacher-auth";

export const meta: Route.MetaFunction = () => [{ title: "Teacher Portal" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (getActor(context)?.role === "admin") throw redirect("/teacher");
  const mode = new URL(request.url).searchParams.get("mode") === "signup" ? "signup" : "signin";
  const known = mode === "signin" && remembersATeacherCode(readDevice(request), Date.now());
  return { mode, teacherCode: await teacherCodeIsOn(), codeHint: known ? TEACHER_CODE_NOT_NEEDED : undefined } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  if (formData.get("intent") === "signup") {
    return handleForm(formData, teacherPortalSignUpSchema, async (value) => {
      const { message } = await registerTeacher(value, addressOf(context));
      return redirectWithToast(context, "/teacher/auth", "success", message);
    });
  }
  return handleForm(formData, teacherSignInSchema, async (value) =>
    redirectSignedIn(context, await signIn({ role: "admin", ...value }, addressOf(context), readDevice(request))),
  );
}

type Fields = { email: string; password: string; teacher_code: string; full_name: string };

export default function TeacherPortal({ loaderData, actionData }: Route.ComponentProps) {
  const signup = loaderData.mode === "signup";
  const [form, fields] = useForm<Fields>({ id: `portal-${loaderData.mode}`, lastResult: actionData });
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <section className="card stack" aria-labelledby="portal">
          <h1 id="portal">Teacher Portal</h1>
          <h2>{signup ? "Create a teacher account" : "Sign in"}</h2>
          <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
            <FormToken />
            <input type="hidden" name="intent" value={loaderData.mode} />
            <FormError id={form.errorId} errors={form.errors} />
            {signup ? <Field label="Full name" meta={fields.full_name} autoComplete="name" /> : null}
            <Field label="Email" type="email" meta={fields.email} autoComplete={signup ? "email" : "username"} />
            <Field
              label="Password"
              type="password"
              meta={fields.password}
              autoComplete={signup ? "new-password" : "current-password"}
              hint={signup ? "At least 8 characters" : undefined}
            />
            {signup || loaderData.teacherCode ? (
              <Field
                label="Teacher code"
                type="password"
                meta={fields.teacher_code}
                autoComplete="off"
                hint={loaderData.codeHint}
              />
            ) : null}
            <SubmitButton>{signup ? "Sign Up" : "Sign In"}</SubmitButton>
          </Form>
          <p>
            {signup ? (
              <>
                Already have an account? <Link to="/teacher/auth">Sign in</Link>
              </>
            ) : (
              <>
                New teacher? <Link to="/teacher/auth?mode=signup">Create an account</Link>
              </>
            )}
          </p>
        </section>
      </main>
    </>
  );
}

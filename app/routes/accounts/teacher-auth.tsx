import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form, Link, redirect } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { PublicHeader } from "~/components/public-header";
import { signIn } from "~/domain/accounts/auth.server";
import { remembersATeacherCode } from "~/domain/accounts/known-devices.server";
import { teacherCodeIsOn } from "~/domain/accounts/teacher-code.server";
import { addressOf } from "~/http/api.server";
import { readDevice } from "~/http/device-cookie.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { getActor } from "~/http/guards.server";
import { redirectSignedIn, TEACHER_CODE_NOT_NEEDED } from "~/http/sign-in.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { teacherSignInSchema } from "~/schemas/auth";
import { signUpTeacher } from "./+shared/teacher-sign-up.server";
import { TeacherSignUpForm } from "./+shared/teacher-sign-up-form";
import type { Route } from "./+types/teacher-auth";

/**
 * The Teacher Portal: a sign-in form, and behind 'Create an account' (?mode=signup) the one teacher
 * sign-up form of /teacher/signup; a new teacher comes back here to sign in.
 */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Teacher Portal") }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (getActor(context)?.role === "teacher") throw redirect("/teacher");
  const mode = new URL(request.url).searchParams.get("mode") === "signup" ? "signup" : "signin";
  const known = mode === "signin" && remembersATeacherCode(readDevice(request), Date.now());
  return { mode, teacherCode: await teacherCodeIsOn(), codeHint: known ? TEACHER_CODE_NOT_NEEDED : undefined } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  if (formData.get("intent") === "signup") return signUpTeacher(formData, context, "/teacher/auth");
  return handleForm(formData, teacherSignInSchema, async (value) =>
    redirectSignedIn(context, await signIn({ role: "teacher", ...value }, addressOf(context), readDevice(request))),
  );
}

export default function TeacherPortal({ loaderData, actionData }: Route.ComponentProps) {
  const signup = loaderData.mode === "signup";
  const { t } = useTranslation("public");
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <section className="card stack" aria-labelledby="portal">
          <h1 id="portal">{t("Teacher Portal")}</h1>
          <h2>{signup ? t("Create a teacher account") : t("Sign in")}</h2>
          {signup ? (
            <TeacherSignUpForm lastResult={actionData} intent="signup" />
          ) : (
            <PortalSignIn lastResult={actionData} teacherCode={loaderData.teacherCode} codeHint={loaderData.codeHint} />
          )}
          <p>
            {signup ? (
              <>
                {t("Already have an account?")} <Link to="/teacher/auth">{t("Sign in")}</Link>
              </>
            ) : (
              <>
                {t("New teacher?")} <Link to="/teacher/auth?mode=signup">{t("Create an account")}</Link>
              </>
            )}
          </p>
        </section>
      </main>
    </>
  );
}

/** The portal's sign-in: the same fields and checks as /signin's teacher form. */
function PortalSignIn({
  lastResult,
  teacherCode,
  codeHint,
}: {
  lastResult?: SubmissionResult<string[]>;
  teacherCode: boolean;
  codeHint?: string;
}) {
  const [form, fields] = useForm<{ email: string; password: string; teacher_code: string }>({
    id: "portal-signin",
    lastResult,
  });
  const { t } = useTranslation("public");
  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="stack">
      <FormToken />
      <input type="hidden" name="intent" value="signin" />
      <FormError id={form.errorId} errors={form.errors} />
      <Field label={t("Email")} type="email" meta={fields.email} autoComplete="username" />
      <Field label={t("Password")} type="password" meta={fields.password} autoComplete="current-password" />
      {teacherCode ? (
        <Field
          label={t("Teacher code")}
          type="password"
          meta={fields.teacher_code}
          autoComplete="off"
          hint={codeHint ? t(codeHint) : undefined}
        />
      ) : null}
      <SubmitButton>{t("Sign In")}</SubmitButton>
    </Form>
  );
}

import { useForm } from "@conform-to/react";
import { Form, Link, redirect } from "react-router";
import { Field, FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { PublicHeader } from "~/components/public-header";
import { config } from "~/config.server";
import { signIn } from "~/domain/accounts/auth.server";
import { remembersATeacherCode } from "~/domain/accounts/known-devices.server";
import { teacherCodeIsOn } from "~/domain/accounts/teacher-code.server";
import { DEMO_SIGN_INS } from "~/domain/demo/seed.server";
import { addressOf } from "~/http/api.server";
import { readDevice } from "~/http/device-cookie.server";
import { handleForm, readFormData } from "~/http/forms.server";
import { getActor, homeOf } from "~/http/guards.server";
import { redirectSignedIn, TEACHER_CODE_NOT_NEEDED } from "~/http/sign-in.server";
import { useTranslation } from "~/i18n/use-translation";
import { studentSignInSchema, teacherSignInSchema } from "~/schemas/auth";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = () =>
  pageMeta("Sign in", "Sign in to your notes, videos, tests and results, or to the teacher's area.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const actor = getActor(context);
  if (actor) throw redirect(homeOf(actor));
  const as = new URL(request.url).searchParams.get("as") === "teacher" ? "teacher" : "student";
  return {
    as,
    demo: config.SEED_DEMO ? DEMO_SIGN_INS : null,
    teacherCode: await teacherCodeIsOn(),
    codeHint: remembersATeacherCode(readDevice(request), Date.now()) ? TEACHER_CODE_NOT_NEEDED : undefined,
  } as const;
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const address = addressOf(context);
  const device = readDevice(request);
  if (formData.get("as") === "teacher") {
    return handleForm(formData, teacherSignInSchema, async (value) =>
      redirectSignedIn(context, await signIn({ role: "teacher", ...value }, address, device)),
    );
  }
  return handleForm(formData, studentSignInSchema, async (value) =>
    redirectSignedIn(context, await signIn({ role: "student", ...value }, address, device)),
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { as, demo, teacherCode, codeHint } = loaderData;
  const teacher = as === "teacher";
  const { t } = useTranslation("public");
  const [form, fields] = useForm<{ email: string; password: string; teacher_code: string }>({
    id: `signin-${as}`,
    lastResult: actionData,
  });

  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>{t("Sign in")}</h1>
        <nav className="switch" aria-label={t("Sign in as")}>
          <Link to="/signin" aria-current={teacher ? undefined : "page"} replace>
            {t("Student")}
          </Link>{" "}
          <Link to="/signin?as=teacher" aria-current={teacher ? "page" : undefined} replace>
            {t("Teacher")}
          </Link>
        </nav>
        <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="card stack">
          <FormToken />
          <input type="hidden" name="as" value={as} />
          <FormError id={form.errorId} errors={form.errors} />
          <Field label={t("Email")} type="email" meta={fields.email} autoComplete="username" />
          <Field label={t("Password")} type="password" meta={fields.password} autoComplete="current-password" />
          <p>
            <Link to="/forgot-password">{t("Forgot password?")}</Link>
          </p>
          {teacher && teacherCode ? (
            <Field
              label={t("Teacher code")}
              type="password"
              meta={fields.teacher_code}
              autoComplete="off"
              hint={codeHint ? t(codeHint) : undefined}
            />
          ) : null}
          <SubmitButton>{teacher ? t("Login as Teacher") : t("Login as Student")}</SubmitButton>
          <p>
            {t("New here?")} <Link to={teacher ? "/register/teacher" : "/register"}>{t("Sign up")}</Link>
          </p>
        </Form>
        {demo ? (
          <aside className="card demo-note" aria-label={t("Demo sign-ins")}>
            <h2>{t("Demo sign-ins")}</h2>
            <p>
              {t("Student")}: <code>{demo.student.email}</code> / <code>{demo.student.password}</code>
            </p>
            <p>
              {t("Teacher")}: <code>{demo.teacher.email}</code> / <code>{demo.teacher.password}</code>,{" "}
              {t("teacher code")} <code>{demo.teacher.teacherCode}</code>
            </p>
          </aside>
        ) : null}
      </main>
    </>
  );
}

import { Link } from "react-router";
import { PublicHeader } from "~/components/public-header";
import { readFormData } from "~/http/forms.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { signUpTeacher } from "./+shared/teacher-sign-up.server";
import { TeacherSignUpForm } from "./+shared/teacher-sign-up-form";
import type { Route } from "./+types/teacher-signup";

/** Teacher sign-up at /teacher/signup (and, the same module, /register/teacher, where /signin's 'Sign up' leads). */
export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Teacher sign-up") }];

export async function action({ request, context }: Route.ActionArgs) {
  return signUpTeacher(await readFormData(request), context, "/signin?as=teacher");
}

export default function TeacherSignUp({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("public");
  return (
    <>
      <PublicHeader />
      <main id="main" className="page narrow">
        <h1>{t("Teacher sign-up")}</h1>
        <TeacherSignUpForm lastResult={actionData} className="card stack">
          <p>
            {t("Already have an account?")} <Link to="/signin?as=teacher">{t("Login")}</Link>
          </p>
        </TeacherSignUpForm>
      </main>
    </>
  );
}

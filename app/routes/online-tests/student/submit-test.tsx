import { Form, Link } from "react-router";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { attemptPage, submitAttempt } from "~/domain/online-tests/attempts.server";
import { readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { idParam } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { toTestPage } from "../+shared/to-test-page";
import type { Route } from "./+types/submit-test";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title ?? "Submit test", "");

/** 'Submit test' asks once more, on its own page, saying how many questions are unanswered. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const testId = idParam(params.testId);
  try {
    const { test, unanswered, palette, page } = await attemptPage(student, testId, undefined);
    return {
      test,
      unanswered,
      questions: palette.length,
      page,
      title: translatorOf(context, "online-tests")("Submit test"),
    };
  } catch (error) {
    throw await toTestPage(context, testId, error);
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const student = requireStudent(context);
  const testId = idParam(params.testId);
  await readFormData(request);
  try {
    const { message } = await submitAttempt(student, testId);
    return redirectWithToast(context, `/testDetails/${testId}`, "success", message);
  } catch (error) {
    return toTestPage(context, testId, error);
  }
}

export default function SubmitTest({ loaderData }: Route.ComponentProps) {
  const { test, unanswered, questions, page } = loaderData;
  const { t } = useTranslation("online-tests");
  return (
    <main id="main" className="page stack">
      <h1>{t("Submit test")}</h1>
      <p className="lead">{test.name}</p>
      <p>
        {unanswered === 0
          ? t("You have answered all {{count}} questions.", { count: questions })
          : t("{{unanswered}} of {{count}} questions are unanswered.", { unanswered, count: questions })}{" "}
        {t("Once submitted, your answers cannot change.")}
      </p>
      <Form method="post">
        <FormToken />
        <button type="submit" name="intent" value="submit" className="button">
          {t("Submit test")}
        </button>
      </Form>
      <p>
        <Link to={`/test/${test.id}/attempt?page=${page}`}>{t("Back to the test")}</Link>
      </p>
    </main>
  );
}

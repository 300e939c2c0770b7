import { Form, Link } from "react-router";
import { FormToken } from "~/components/form-token";
import { pageMeta } from "~/components/page-meta";
import { attemptPage, finishSection } from "~/domain/online-tests/attempts.server";
import { readFormData } from "~/http/forms.server";
import { requireStudent } from "~/http/guards.server";
import { translatorOf } from "~/http/language.server";
import { idParam } from "~/http/pages.server";
import { redirectWithToast } from "~/http/toast.server";
import { useTranslation } from "~/i18n/use-translation";
import { toAttemptPage, toTestPage } from "../+shared/to-test-page";
import type { Route } from "./+types/finish-section";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.title ?? "Finish section", "");

/** 'Finish section' asks once more, on its own page: a section once finished cannot be opened again. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const testId = idParam(params.testId);
  try {
    const { test, section, sections, palette, page } = await attemptPage(student, testId, undefined);
    const inSection = palette.filter((item) => item.section === section);
    const next = sections[sections.findIndex((each) => each.state === "current") + 1];
    return {
      test,
      section,
      next: next?.name ?? null,
      unanswered: inSection.filter((item) => item.state === "unanswered" || item.state === "not_visited").length,
      questions: inSection.length,
      page,
      title: translatorOf(context, "online-tests")("Finish section"),
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
    const { message } = await finishSection(student, testId);
    return redirectWithToast(context, `/test/${testId}/attempt`, "success", message);
  } catch (error) {
    return toAttemptPage(context, testId, error);
  }
}

export default function FinishSection({ loaderData }: Route.ComponentProps) {
  const { test, section, next, unanswered, questions, page } = loaderData;
  const { t } = useTranslation("online-tests");
  return (
    <main id="main" className="page stack">
      <h1>{t("Finish section")}</h1>
      <p className="lead">
        {test.name}: {section}
      </p>
      <p>
        {t("{{unanswered}} of {{count}} questions of this section are not answered.", { unanswered, count: questions })}{" "}
        {t("Once finished, this section cannot be opened again.")}{" "}
        {next ? t("{{section}} starts at once, with all of its time.", { section: next }) : null}
      </p>
      <Form method="post">
        <FormToken />
        <button type="submit" className="button">
          {t("Finish section")}
        </button>
      </Form>
      <p>
        <Link to={`/test/${test.id}/attempt?page=${page}`}>{t("Back to the test")}</Link>
      </p>
    </main>
  );
}

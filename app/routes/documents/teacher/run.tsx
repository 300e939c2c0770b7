import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { FormError, SubmitButton } from "~/components/form-parts";
import { FormToken } from "~/components/form-token";
import { formatDateTime } from "~/domain/core/format.server";
import { documentRun, retryDocumentRun } from "~/domain/documents/runs.server";
import { handleButton } from "~/http/actions.server";
import { readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { idParam, readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { RunProgress } from "../+shared/run-line";
import type { Route } from "./+types/run";

/** How often a page of a run being made looks again, with or without JavaScript. */
const LOOK_AGAIN_SECONDS = 2;

const underWay = (state: string) => state === "queued" || state === "making";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData ? loaderData.run.title : pageTranslate("Documents") },
  // Without JavaScript the page reloads itself while the file is made.
  ...(loaderData && underWay(loaderData.run.state)
    ? [{ httpEquiv: "refresh", content: String(LOOK_AGAIN_SECONDS) }]
    : []),
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const run = await readForPage(() => documentRun(requireTeacher(context), idParam(params.runId)));
  const language = languageFrom(context);
  return { run: { ...run, asked: formatDateTime(run.createdAt, language) } };
}

/** 'Try again' on a run that failed. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const runId = idParam(params.runId);
  await readFormData(request);
  return handleButton(context, `/teacher/documents/${runId}`, async () => {
    await retryDocumentRun(teacher, runId);
    return { message: "Asked again" };
  });
}

/** One run: its progress while it is made (the page looks again by itself), then its file. */
export default function DocumentRunPage({ loaderData, actionData }: Route.ComponentProps) {
  const { run } = loaderData;
  const { t } = useTranslation("documents");
  const revalidator = useRevalidator();
  const making = underWay(run.state);
  useEffect(() => {
    if (!making) return;
    const timer = setInterval(() => revalidator.revalidate(), LOOK_AGAIN_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [making, revalidator]);
  return (
    <main id="main" className="page">
      <p>
        <Link to="/teacher/documents">← {t("Documents")}</Link>
      </p>
      <h1>{run.title}</h1>
      <p className="muted">{t("Asked for {{when}}", { when: run.asked })}</p>
      <p role="status">
        <RunProgress run={run} />
      </p>
      {making ? (
        <>
          <progress max={Math.max(run.total, 1)} value={run.done} aria-label={t("Progress")} />
          <p className="muted">{t("This page looks again by itself; you may leave it and come back.")}</p>
        </>
      ) : null}
      {run.state === "ready" ? (
        <p>
          <a className="button" href={`/teacher/documents/${run.id}/file?download`} download>
            {t("Download PDF")}
          </a>
        </p>
      ) : null}
      {run.state === "failed" ? (
        <Form method="post" className="stack">
          <FormToken />
          <FormError errors={actionData && "message" in actionData ? [String(actionData.message)] : undefined} />
          <SubmitButton>{t("Try again")}</SubmitButton>
        </Form>
      ) : null}
    </main>
  );
}

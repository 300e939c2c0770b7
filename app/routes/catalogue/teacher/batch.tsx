import { Link, redirect, useOutlet } from "react-router";
import { ItemSteps } from "~/components/item-steps";
import { Spaced } from "~/components/spaced";
import { startBatchPapers } from "~/domain/cards/batch-papers.server";
import { getBatchSubjects } from "~/domain/catalogue/subjects.server";
import { newIdempotencyKey } from "~/domain/fees/resent.server";
import { enhanceData } from "~/enhance/contract";
import { handleForm, readFormData } from "~/http/forms.server";
import { requireTeacher } from "~/http/guards.server";
import { idParam, readForPage } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import { batchPapersSchema } from "~/schemas/cards";
import { BatchPapersForm } from "../../cards/+shared/batch-papers-form";
import type { Route } from "./+types/batch";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.name ?? "Batch" }];

export async function loader({ context, params }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  const batch = await readForPage(() => getBatchSubjects(teacher, batchId));
  return { ...batch, papersKey: newIdempotencyKey() };
}

/**
 * 'Make PDF' (the batch's report cards or ID cards): starts the run that makes them into one file and goes to its
 * page, which shows the progress and then the download.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const teacher = requireTeacher(context);
  const batchId = idParam(params.batchId);
  return handleForm(await readFormData(request), batchPapersSchema, async (value) =>
    redirect(`/teacher/documents/${await startBatchPapers(teacher, batchId, value)}`),
  );
}

export default function BatchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { id: batchId, name: batchName, subjects } = loaderData;
  const base = `/teacher/course/${batchId}`;
  const outlet = useOutlet();
  const { t } = useTranslation("teacher");
  const { t: tc } = useTranslation("classroom");

  return (
    // A chat left open is reopened when the teacher comes back to the batch, not over another dialog of it
    // (app/enhance/assistant.ts follows the subject's 'AI Assistant' link).
    <main id="main" className="page" {...enhanceData({ aiReopen: outlet ? undefined : batchId })}>
      <p>
        <Link to="/teacher">← {t("All batches")}</Link>
      </p>
      <div className="section-head">
        <h1>{batchName}</h1>
        <div className="actions">
          <Spaced>
            <Link to={`${base}/timetable`} className="button button-quiet">
              {tc("Timetable")}
            </Link>
            <Link to={`${base}/attendance`} className="button button-quiet">
              {tc("Take attendance")}
            </Link>
            <Link to={`${base}/subjects/new`} className="button" preventScrollReset>
              {t("Add Subject")}
            </Link>
          </Spaced>
        </div>
      </div>
      {subjects.length === 0 ? <p className="empty">{t("No subjects yet. Please add one.")}</p> : null}
      <ul className="grid">
        {subjects.map((subject) => (
          <li key={subject.id}>
            <article className="card" aria-labelledby={`subject-${subject.id}`}>
              <h2 id={`subject-${subject.id}`}>{subject.name}</h2>
              {subject.folders.length === 0 ? (
                <p className="muted">{t("No folders yet")}</p>
              ) : (
                <ul className="folder-list" aria-label={t("Folders of {{subject}}", { subject: subject.name })}>
                  {subject.folders.map((folder) => (
                    <li key={folder.id}>
                      <Link to={`/teacher/content/${subject.id}/${folder.id}`}>{folder.name}</Link>
                    </li>
                  ))}
                </ul>
              )}
              <div className="actions">
                <Spaced>
                  <Link
                    to={`/teacher/test/${batchId}/${subject.id}`}
                    className="button button-quiet"
                    aria-label={t("Tests of {{subject}}", { subject: subject.name })}
                  >
                    {t("Tests")}
                  </Link>
                  <Link
                    to={`${base}/subjects/${subject.id}/homework`}
                    className="button button-quiet"
                    aria-label={tc("Homework of {{subject}}", { subject: subject.name })}
                  >
                    {tc("Homework")}
                  </Link>
                  <Link
                    to={`${base}/subjects/${subject.id}/students`}
                    className="button button-quiet"
                    aria-label={t("Students of {{subject}}", { subject: subject.name })}
                    preventScrollReset
                  >
                    {t("Students")}
                  </Link>
                  <Link
                    to={`${base}/subjects/${subject.id}/folders/new`}
                    className="button button-quiet"
                    aria-label={t("Add Folder to {{subject}}", { subject: subject.name })}
                    preventScrollReset
                  >
                    {t("Add Folder")}
                  </Link>
                  <Link
                    to={`${base}/subjects/${subject.id}/tests/new`}
                    className="button button-quiet"
                    aria-label={t("Add Test to {{subject}}", { subject: subject.name })}
                    preventScrollReset
                  >
                    {t("Add Test")}
                  </Link>
                  <Link
                    to={`${base}/subjects/${subject.id}/assistant`}
                    className="button button-quiet"
                    aria-label={t("AI Assistant for {{subject}}", { subject: subject.name })}
                    {...enhanceData({ aiChat: subject.id })}
                    preventScrollReset
                  >
                    {t("AI Assistant")}
                  </Link>
                  <ItemSteps
                    name={subject.name}
                    steps={[
                      { to: `${base}/subjects/${subject.id}/rename`, label: "Rename" },
                      { to: `${base}/subjects/${subject.id}/delete`, label: "Delete" },
                    ]}
                  />
                </Spaced>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <BatchPapersForm batchId={batchId} idempotencyKey={loaderData.papersKey} refused={actionData} />
      {outlet}
    </main>
  );
}

import { Link } from "react-router";
import { formatDateTime } from "~/domain/core/format.server";
import { documentRuns } from "~/domain/documents/runs.server";
import { requireTeacher } from "~/http/guards.server";
import { languageFrom } from "~/http/language.server";
import { readForPage } from "~/http/pages.server";
import { pageTranslate } from "~/i18n/page-translator";
import { useTranslation } from "~/i18n/use-translation";
import { RunProgress } from "../+shared/run-line";
import type { Route } from "./+types/runs";

export const meta: Route.MetaFunction = () => [{ title: pageTranslate("Documents") }];

export async function loader({ context }: Route.LoaderArgs) {
  const runs = await readForPage(() => documentRuns(requireTeacher(context)));
  const language = languageFrom(context);
  return { runs: runs.map((run) => ({ ...run, asked: formatDateTime(run.createdAt, language) })) };
}

/** 'Documents': the week's papers made for many at once, with their progress and files. */
export default function DocumentRuns({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("documents");
  return (
    <main id="main" className="page">
      <h1>{t("Documents")}</h1>
      <p className="muted">{t("Papers made for many at once are kept here for a week.")}</p>
      {loaderData.runs.length === 0 ? <p className="empty">{t("No documents this week.")}</p> : null}
      <ul className="stack">
        {loaderData.runs.map((run) => (
          <li key={run.id} className="card">
            <Link to={`/teacher/documents/${run.id}`}>{run.title}</Link>
            <br />
            <span className="muted">
              {run.asked} · <RunProgress run={run} />
            </span>
          </li>
        ))}
      </ul>
    </main>
  );
}

import { Link } from "react-router";
import { Denied } from "~/components/denied";
import { pageMeta } from "~/components/page-meta";
import { getSubjectDetails } from "~/domain/content/folders.server";
import { requireStudent } from "~/http/guards.server";
import { idParam, isDenied, readOrDenied } from "~/http/pages.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/subject";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(
    loaderData && "subject" in loaderData ? "{{subject}}" : "Subject",
    "This subject's notes, videos and tests.",
    { subject: loaderData && "subject" in loaderData ? loaderData.subject.name : "" },
  );

export async function loader({ context, params }: Route.LoaderArgs) {
  const student = requireStudent(context);
  const result = await readOrDenied(() => getSubjectDetails(student, idParam(params.subjectId)));
  return isDenied(result) ? result : { denied: null, ...result };
}

export default function Subject({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("student");
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { subject, folders } = loaderData;
  return (
    <main id="main" className="page">
      <h1 translate="no">{subject.name}</h1>
      <h2>{t("Available Folders")}</h2>
      {folders.length === 0 ? (
        <p className="empty">{t("No folders have been uploaded yet.")}</p>
      ) : (
        <ul className="grid">
          {folders.map((folder) => (
            <li key={folder.id}>
              <Link to={`/student/content/${subject.id}/${folder.id}`} className="card tile">
                <strong translate="no">{folder.name}</strong>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

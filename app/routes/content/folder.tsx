import { Link, Outlet } from "react-router";
import { ContentHeader } from "~/components/content-header";
import { Denied } from "~/components/denied";
import { ItemSteps } from "~/components/item-steps";
import { pageMeta } from "~/components/page-meta";
import { listSubFolders, viewOf } from "~/domain/content.server";
import { formatDay } from "~/domain/format.server";
import { idParam, isDenied, readOrDenied, requireAccount } from "~/http/pages.server";
import type { Route } from "./+types/folder";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(loaderData?.folder?.name ?? "Folder", "The folders of notes in this subject.");

/** One folder's sub-folders; the teacher's view adds 'Add New Folder' (/teacher/content and /student/content). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, account } = requireAccount(request, context);
  const result = await readOrDenied(() => listSubFolders(actor, idParam(params.folderId), idParam(params.subjectId)));
  if (isDenied(result)) return { account, ...result };
  return {
    account,
    denied: null,
    folder: result.folder,
    // Back to the subject: the student's subject page, or the subject on the teacher's batch page.
    back: {
      to:
        account === "student"
          ? `/subject/${result.folder.subjectId}`
          : `/teacher/course/${result.folder.batchId}#subject-${result.folder.subjectId}`,
      label: result.folder.subjectName,
    },
    subFolders: result.subFolders.map((sub) => ({
      ...sub,
      href: `/${account}/${viewOf(sub.type) === "videos" ? "videos" : "notes"}/${sub.folderId}/${sub.id}`,
      created: formatDay(sub.uploadedOn),
    })),
  };
}

export default function Folder({ loaderData }: Route.ComponentProps) {
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { account, folder, subFolders, back } = loaderData;
  return (
    <main id="main" className="page">
      <ContentHeader back={back} title={folder.name} addLabel={account === "teacher" ? "Add New Folder" : undefined} />
      {account === "teacher" ? (
        <ItemSteps
          name={folder.name}
          steps={[
            { to: "rename", label: "Rename" },
            { to: "delete", label: "Delete" },
          ]}
        />
      ) : null}
      {subFolders.length === 0 ? (
        <p className="empty">No content uploaded yet</p>
      ) : (
        <ul className="grid">
          {subFolders.map((sub) => (
            <li key={sub.id} className="card sub-folder-card">
              <Link to={sub.href} className="tile">
                <strong>{sub.name}</strong>
                <span className="muted">
                  {sub.type} · created {sub.created}
                </span>
              </Link>
              {account === "teacher" ? (
                <ItemSteps
                  name={sub.name}
                  steps={[
                    { to: `sub/${sub.id}/rename`, label: "Rename" },
                    { to: `sub/${sub.id}/delete`, label: "Delete" },
                  ]}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <Outlet />
    </main>
  );
}

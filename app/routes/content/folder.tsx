import { Link, Outlet } from "react-router";
import { ContentHeader } from "~/components/content-header";
import { Denied } from "~/components/denied";
import { ItemSteps } from "~/components/item-steps";
import { pageMeta } from "~/components/page-meta";
import { listSubFolders, viewOf } from "~/domain/content.server";
import { formatDay } from "~/domain/format.server";
import { idParam, isDenied, readOrDenied, requireAccount } from "~/http/pages.server";
import type { Route } from "./+types/folder";

export const meta: Route.MetaFunction = () => pageMeta("Folder Notes", "The folders of notes in this subject.");

/** One folder's sub-folders; the teacher's view adds 'Add New Folder' (SPEC: /teacher/content and /student/content). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { actor, account } = requireAccount(request, context);
  const result = await readOrDenied(() => listSubFolders(actor, idParam(params.folderId), idParam(params.subjectId)));
  if (isDenied(result)) return { account, ...result };
  return {
    account,
    denied: null,
    folder: result.folder,
    subFolders: result.subFolders.map((sub) => ({
      ...sub,
      href: `/${account}/${viewOf(sub.type) === "videos" ? "videos" : "notes"}/${sub.folder_id}/${sub.id}`,
      uploaded: formatDay(sub.uploaded_on),
    })),
  };
}

export default function Folder({ loaderData }: Route.ComponentProps) {
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { account, folder, subFolders } = loaderData;
  const back = account === "student" ? { to: `/subject/${folder.subject_id}`, label: folder.subject_name } : undefined;
  return (
    <main id="main" className="page">
      <ContentHeader back={back} title="Folder Notes" addLabel={account === "teacher" ? "Add New Folder" : undefined} />
      <p className="muted">
        {folder.subject_name} · {folder.folder_name}
      </p>
      {account === "teacher" ? (
        <ItemSteps
          name={folder.folder_name}
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
            <li key={sub.id}>
              <Link to={sub.href} className="card tile">
                <strong>{sub.subfolder_name}</strong>
                <span className="muted">
                  {sub.type} · uploaded {sub.uploaded}
                </span>
              </Link>
              {account === "teacher" ? (
                <ItemSteps
                  name={sub.subfolder_name}
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

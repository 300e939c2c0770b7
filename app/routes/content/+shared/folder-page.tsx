import { Link, Outlet } from "react-router";
import { ContentHeader } from "~/components/content-header";
import { Denied } from "~/components/denied";
import { ItemSteps } from "~/components/item-steps";
import { pageMeta } from "~/components/page-meta";
import { useTranslation } from "~/i18n/use-translation";
import type { loadFolder } from "./folder.server";

/** What a sub-folder holds, as its card says it (a catalogue key). */
const SUB_FOLDER_KINDS: Record<string, string> = { notes: "notes", videos: "videos", tests: "tests" };

export const folderMeta = ({ loaderData }: { loaderData?: { folder?: { name: string } } }) =>
  pageMeta(loaderData?.folder?.name ?? "Folder", "The folders of notes in this subject.");

/**
 * A folder's page of sub-folders, as student-folder and teacher-folder show it; the teacher's adds
 * 'Add New Folder', each sub-folder's steps and the dialogs' outlet.
 */
export function FolderPage({ loaderData }: { loaderData: Awaited<ReturnType<ReturnType<typeof loadFolder>>> }) {
  const { t } = useTranslation("student");
  if (loaderData.denied !== null) return <Denied message={loaderData.denied} />;
  const { account, folder, subFolders, back } = loaderData;
  const teacher = account === "teacher";
  return (
    <main id="main" className="page">
      <ContentHeader back={back} title={folder.name} addLabel={teacher ? t("Add New Folder") : undefined} />
      {teacher ? (
        <ItemSteps
          name={folder.name}
          steps={[
            { to: "rename", label: "Rename" },
            { to: "delete", label: "Delete" },
          ]}
        />
      ) : null}
      {subFolders.length === 0 ? (
        <p className="empty">{t("No content uploaded yet")}</p>
      ) : (
        <ul className="grid">
          {subFolders.map((sub) => (
            <li key={sub.id} className="card sub-folder-card">
              <Link to={sub.href} className="tile">
                <strong translate="no">{sub.name}</strong>
                <span className="muted">
                  {t(SUB_FOLDER_KINDS[sub.type])} · {t("created {{day}}", { day: sub.created })}
                </span>
              </Link>
              {teacher ? (
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

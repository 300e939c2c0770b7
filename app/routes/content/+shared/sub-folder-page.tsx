import { Outlet } from "react-router";
import { ContentHeader } from "~/components/content-header";

/**
 * A sub-folder's page of notes or of videos, as either account sees it: the way back to the folder, its
 * name, for the teacher the button that adds (`addLabel`), the items or `empty`, and the dialogs' outlet.
 */
export function SubFolderPage({
  account,
  title,
  back,
  addLabel,
  empty,
  count,
  children,
}: {
  account: "student" | "teacher";
  title: string;
  back: string;
  addLabel: string;
  empty: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <main id="main" className="page">
      <ContentHeader
        back={{ to: back, label: "Back to the folder" }}
        title={title}
        addLabel={account === "teacher" ? addLabel : undefined}
      />
      {count === 0 ? <p className="empty">{empty}</p> : <ul className="grid">{children}</ul>}
      <Outlet />
    </main>
  );
}

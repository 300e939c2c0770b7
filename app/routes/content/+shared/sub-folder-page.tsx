import { Outlet } from "react-router";
import { ContentHeader } from "~/components/content-header";
import { Denied } from "~/components/denied";
import { useTranslation } from "~/i18n/use-translation";

type Page<Item> =
  | { denied: string }
  | {
      denied: null;
      account: "student" | "teacher";
      subFolder: { name: string };
      back: string;
      items: Item[];
    };

/**
 * A sub-folder's page of notes or of videos, as either account sees it: the way back to the folder, its
 * name, for the teacher the button that adds (`addLabel`), each item as `item` draws it or `empty`, and the
 * dialogs' outlet. A sub-folder the student may not open says why.
 */
export function SubFolderPage<Item extends { id: number }>({
  page,
  addLabel,
  empty,
  item,
}: {
  page: Page<Item>;
  addLabel: string;
  empty: string;
  item: (item: Item, teacher: boolean) => React.ReactNode;
}) {
  const { t } = useTranslation("student");
  if (page.denied !== null) return <Denied message={page.denied} />;
  const teacher = page.account === "teacher";
  return (
    <main id="main" className="page">
      <ContentHeader
        back={{ to: page.back, label: t("Back to the folder") }}
        title={page.subFolder.name}
        addLabel={teacher ? addLabel : undefined}
      />
      {page.items.length === 0 ? (
        <p className="empty">{t(empty)}</p>
      ) : (
        <ul className="grid">{page.items.map((each) => item(each, teacher))}</ul>
      )}
      <Outlet />
    </main>
  );
}

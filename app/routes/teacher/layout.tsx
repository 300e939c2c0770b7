import { Outlet } from "react-router";
import { AccountHeader } from "~/components/account-header";
import { withScripts } from "~/components/page-scripts";
import { requireTeacher } from "~/http/guards.server";
import type { Route } from "./+types/layout";

/** The teacher's dialogs, marks sheet, upload progress, assistant and copy buttons use JavaScript. */
export const handle = withScripts;

export function loader({ context }: Route.LoaderArgs) {
  requireTeacher(context);
  return null;
}

export default function TeacherLayout() {
  return (
    <>
      <AccountHeader />
      <Outlet />
    </>
  );
}

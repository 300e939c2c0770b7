import { Link, Outlet } from "react-router";
import { LogoutButton } from "~/components/logout-button";
import { withScripts } from "~/components/page-scripts";
import { displayName } from "~/domain/actor";
import { requireTeacher } from "~/http/guards.server";
import type { Route } from "./+types/layout";

/** The teacher's dialogs, marks sheet, upload progress, assistant and copy buttons use JavaScript. */
export const handle = withScripts;

export function loader({ context }: Route.LoaderArgs) {
  return { name: displayName(requireTeacher(context)) };
}

export default function TeacherLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="topbar">
        <Link to="/teacher" className="brand">
          Teacher
        </Link>
        <p className="welcome">Welcome, {loaderData.name}</p>
        <LogoutButton />
      </header>
      <Outlet />
    </>
  );
}

import { Link, Outlet } from "react-router";
import { LogoutButton } from "~/components/logout-button";
import { displayName } from "~/domain/actor";
import { requireStudent } from "~/http/guards.server";
import type { Route } from "./+types/layout";

export function loader({ context }: Route.LoaderArgs) {
  const student = requireStudent(context);
  return { name: displayName(student), batchId: student.batchId ?? -1 };
}

export default function StudentLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <header className="topbar">
        <nav aria-label="Student">
          <ul className="nav-links">
            <li>
              <Link to="/dashboard">Notes</Link>
            </li>
            <li>
              <Link to={`/tests/${loaderData.batchId}`}>Tests</Link>
            </li>
            <li>
              <Link to="/student/password">Change password</Link>
            </li>
          </ul>
        </nav>
        <p className="welcome">Welcome, {loaderData.name}</p>
        <LogoutButton />
      </header>
      <Outlet />
    </>
  );
}

import { Link, Outlet } from "react-router";
import { LogoutButton } from "~/components/logout-button";
import { displayName } from "~/domain/actor";
import { requireTeacher } from "~/http/guards.server";
import type { Route } from "./+types/layout";

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
        <nav aria-label="Teacher">
          <ul className="nav-links">
            <li>
              <Link to="/teacher/students">Students</Link>
            </li>
            <li>
              <Link to="/teacher/teachers">Teachers</Link>
            </li>
            <li>
              <Link to="/teacher/outbox">Outbox</Link>
            </li>
            <li>
              <Link to="/teacher/password">Change password</Link>
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

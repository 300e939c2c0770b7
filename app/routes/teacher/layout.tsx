import { Outlet } from "react-router";
import { AccountHeader } from "~/components/account-header";
import { requireTeacher } from "~/http/guards.server";
import type { Route } from "./+types/layout";

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

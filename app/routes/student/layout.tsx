import { Outlet } from "react-router";
import { AccountHeader } from "~/components/account-header";
import { requireStudent } from "~/http/guards.server";
import type { Route } from "./+types/layout";

export function loader({ context }: Route.LoaderArgs) {
  requireStudent(context);
  return null;
}

export default function StudentLayout() {
  return (
    <>
      <AccountHeader />
      <Outlet />
    </>
  );
}

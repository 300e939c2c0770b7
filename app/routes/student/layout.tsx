import { Outlet } from "react-router";
import { AccountHeader } from "~/components/account-header";
import { batchNameOf } from "~/domain/students.server";
import { requireStudent } from "~/http/guards.server";
import type { Route } from "./+types/layout";

export async function loader({ context }: Route.LoaderArgs) {
  return { batchName: await batchNameOf(requireStudent(context)) };
}

export default function StudentLayout({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AccountHeader printLine={loaderData.batchName} />
      <Outlet />
    </>
  );
}

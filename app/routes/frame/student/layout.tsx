import { Outlet } from "react-router";
import { AccountHeader } from "~/components/account-header";
import { ErrorPage } from "~/components/error-page";
import { batchNameOf } from "~/domain/students/home.server";
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

/** A page of the student's area that fails keeps the student's header and leads back to the dashboard. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <>
      <AccountHeader printLine={loaderData?.batchName} />
      <ErrorPage error={error} back={{ to: "/dashboard", label: "Back to the dashboard" }} />
    </>
  );
}

import { Outlet } from "react-router";
import { AccountHeader } from "~/components/account-header";
import { ErrorPage } from "~/components/error-page";
import { withEnhancements } from "~/components/page-scripts";
import { requireTeacher } from "~/http/guards.server";
import { useTranslation } from "~/i18n/use-translation";
import type { Route } from "./+types/layout";

/** The teacher's dialogs, marks sheet, upload progress, assistant and copy buttons: the enhancing script (decision 181). */
export const handle = withEnhancements;

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

/** A page of the teacher's area that fails keeps the teacher's navigation and leads back to the teacher's home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("teacher");
  return (
    <>
      <AccountHeader />
      <ErrorPage error={error} back={{ to: "/teacher", label: t("Back to the teacher's home") }} />
    </>
  );
}

import { todayAt } from "~/domain/fees/financial-days.server";
import { exportEverything } from "~/domain/imports/export-workbook.server";
import { requireTeacher } from "~/http/guards.server";
import type { Route } from "./+types/export-everything";

/** 'Export everything': the institute's records as one workbook the browser saves; nothing keeps a copy. */
export async function loader({ context }: Route.LoaderArgs) {
  const teacher = requireTeacher(context);
  const workbook = await exportEverything(teacher);
  return new Response(workbook, {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="institute-${todayAt(new Date())}.xlsx"`,
      "Cache-Control": "private, no-store",
    },
  });
}

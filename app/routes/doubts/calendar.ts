import { sessionCalendar } from "~/domain/doubts/calendar-file.server";
import { readForPage } from "~/http/pages.server";
import type { Route } from "./+types/calendar";

/** The booked session as an .ics file for the visitor's calendar. */
export async function loader({ params }: Route.LoaderArgs) {
  const { fileName, content } = await readForPage(() => sessionCalendar(params.doubtId));
  return new Response(content, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    },
  });
}

import { calendarFeed, FEED_GONE } from "~/domain/timetable/calendar-feed.server";
import { readForPage } from "~/http/pages.server";
import type { Route } from "./+types/calendar-feed";

/** A capability link: never cached or indexed, and no referrer leaves with it. */
const PRIVATE = {
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
};

/** /calendar/{token}.ics: a student's timetable feed for calendar apps; 410 once replaced or stopped. */
export async function loader({ params }: Route.LoaderArgs) {
  const token = /^(.*)\.ics$/.exec(params.file)?.[1] ?? "";
  const content = await readForPage(() => calendarFeed(token));
  if (content === null) {
    return new Response(FEED_GONE, {
      status: 410,
      headers: { ...PRIVATE, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return new Response(content, {
    headers: {
      ...PRIVATE,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="timetable.ics"',
    },
  });
}

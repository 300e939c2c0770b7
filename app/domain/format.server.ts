import { config } from "~/config.server";

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: config.INSTITUTE_TIMEZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A calendar day as people at the institute read it, e.g. "21 Nov 2026". */
export const formatDay = (instant: Date | string) => dayFormat.format(new Date(instant));

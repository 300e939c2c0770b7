/**
 * The VTIMEZONE of the institute's zone, from the platform's own time-zone data (Intl): no tz library needed
 * for a zone without summer time, such as Asia/Kolkata (+05:30 all year). A zone whose offset changes in the
 * year gets none (null): its events are then written in UTC, which every calendar reads (decision 135).
 */
const offsetIn = (timeZone: string, instant: Date) => {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((part) => part.type === "timeZoneName")?.value ?? "GMT";
  // "GMT+05:30" → "+0530"; "GMT" is UTC itself.
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? `${match[1]}${match[2]}${match[3]}` : "+0000";
};

export function fixedOffsetVtimezone(timeZone: string, year = new Date().getUTCFullYear()) {
  const january = offsetIn(timeZone, new Date(Date.UTC(year, 0, 15)));
  const july = offsetIn(timeZone, new Date(Date.UTC(year, 6, 15)));
  if (january !== july) return null;
  return [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    `TZOFFSETFROM:${january}`,
    `TZOFFSETTO:${january}`,
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");
}

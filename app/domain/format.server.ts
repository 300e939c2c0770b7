import { config } from "~/config.server";

const dayFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: config.INSTITUTE_TIMEZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
});

/** A calendar day as people at the institute read it, e.g. "21 Nov 2026". */
export const formatDay = (instant: Date | string) => dayFormat.format(new Date(instant));

const momentFormat = new Intl.DateTimeFormat("en-IN", {
  timeZone: config.INSTITUTE_TIMEZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

/** A moment as people at the institute read it, e.g. "21 Nov 2026, 04:05 pm" (the mark change history). */
export const formatDateTime = (instant: Date | string) => momentFormat.format(new Date(instant));

/** A file's size as a phone user weighs a download: "840 KB", "2.3 MB". */
export function formatFileSize(bytes: number) {
  const kb = bytes / 1024;
  if (kb < 1000) return `${Math.max(1, Math.round(kb))} KB`;
  return `${(kb / 1024).toFixed(1)} MB`;
}

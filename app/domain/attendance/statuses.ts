/** An attendance mark's states and their words; shared by the server and the register screen (no zod). */
export const ATTENDANCE_STATUSES = ["present", "absent", "late"] as const;
export type AttendanceStatus = (typeof ATTENDANCE_STATUSES)[number];

export const STATUS_WORDS: Record<AttendanceStatus, string> = { present: "Present", absent: "Absent", late: "Late" };

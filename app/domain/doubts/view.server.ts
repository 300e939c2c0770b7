/** What decides where a doubt request stands. */
export type DoubtState = {
  accepted: boolean;
  completed: boolean;
  cancelledAt: Date | null;
  declinedAt: Date | null;
};

export type DoubtStatus = "pending" | "accepted" | "completed" | "cancelled" | "declined";

export function doubtStatus(doubt: DoubtState): DoubtStatus {
  if (doubt.cancelledAt) return "cancelled";
  if (doubt.declinedAt) return "declined";
  if (doubt.completed) return "completed";
  return doubt.accepted ? "accepted" : "pending";
}

/** A doubt request as the database holds it, with its meeting once there is one. */
type DoubtRow = DoubtState & {
  id: string;
  slotId: number;
  userEmail: string;
  doubtClass: string;
  doubtType: string;
  startsAt: Date;
  declineMessage: string;
  createdAt: Date;
  meeting: { externalId: string; joinUrl: string } | null;
};

/** A doubt request as the teacher's week, the visitor's page and the API read it. */
export type Doubt = {
  id: string;
  slotId: number;
  userEmail: string;
  /** The visitor's school class as they chose it, e.g. "Class 10th". */
  doubtClass: string;
  /** The visitor's own words about their doubt. */
  doubtType: string;
  /** When the session starts. */
  startsAt: Date;
  /** When the visitor asked. */
  raisedAt: Date;
  accepted: boolean;
  completed: boolean;
  status: DoubtStatus;
  meetingId: string | null;
  /** The link the visitor joins by, once the teacher has accepted (and not after a cancellation). */
  joinUrl: string | null;
  /** What the teacher wrote when declining; empty otherwise. */
  declineMessage: string;
};

export const doubtOf = (doubt: DoubtRow): Doubt => ({
  id: doubt.id,
  slotId: doubt.slotId,
  userEmail: doubt.userEmail,
  doubtClass: doubt.doubtClass,
  doubtType: doubt.doubtType,
  startsAt: doubt.startsAt,
  raisedAt: doubt.createdAt,
  accepted: doubt.accepted,
  completed: doubt.completed,
  status: doubtStatus(doubt),
  meetingId: doubt.meeting?.externalId ?? null,
  joinUrl: doubt.meeting && !doubt.cancelledAt ? doubt.meeting.joinUrl : null,
  declineMessage: doubt.declineMessage,
});

export const doubtInclude = { meeting: { select: { externalId: true, joinUrl: true } } } as const;

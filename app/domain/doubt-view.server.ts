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

/** A doubt request in the API's field names, as the API answers and the pages read it. */
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

export const doubtView = (doubt: DoubtRow) => ({
  id: doubt.id,
  user_email: doubt.userEmail,
  doubt_type: doubt.doubtType,
  class: doubt.doubtClass,
  /** The session's start, in UTC. */
  date: doubt.startsAt.toISOString(),
  raised_on: doubt.createdAt.toISOString(),
  request_accepted: doubt.accepted,
  completed: doubt.completed,
  meeting_id: doubt.meeting?.externalId ?? null,
  slot_id: doubt.slotId,
  status: doubtStatus(doubt),
  /** The link the visitor joins by, once the teacher has accepted (and not after a cancellation). */
  join_url: doubt.meeting && !doubt.cancelledAt ? doubt.meeting.joinUrl : null,
  /** What the teacher wrote when declining; empty otherwise. */
  decline_message: doubt.declineMessage,
});

export type DoubtView = ReturnType<typeof doubtView>;

export const doubtViewInclude = { meeting: { select: { externalId: true, joinUrl: true } } } as const;

/** A doubt request in SPEC's field names, as the API answers and the pages read it. */
type DoubtRow = {
  id: string;
  slotId: number;
  userEmail: string;
  doubtClass: string;
  doubtType: string;
  startsAt: Date;
  accepted: boolean;
  completed: boolean;
  createdAt: Date;
  meeting: { externalId: string } | null;
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
});

export type DoubtView = ReturnType<typeof doubtView>;

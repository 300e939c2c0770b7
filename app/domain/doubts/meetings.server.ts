import { config } from "~/config.server";
import { db } from "~/db.server";
import { requestTranslator } from "~/i18n/request-language.server";
import { SLOT_MINUTES } from "~/schemas/weeks";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { conflict, invalid, notFound, unavailable } from "../core/errors.server";
import { doubtIdOf } from "../core/ids.server";
import { inTransaction } from "../core/transaction.server";
import { mailDoubtInclude, queueAcceptedMail } from "./mails.server";
import { configuredMeetingProvider } from "./meeting-providers/configured.server";
import { type MeetingProvider, MeetingProviderError, PROVIDER_TIMEOUT_MS } from "./meeting-providers/provider.server";
import { type DoubtState, doubtStatus } from "./view.server";

// A claim older than this belongs to a request that died mid-way (it would have timed out long before).
const CLAIM_EXPIRES_MS = 6 * PROVIDER_TIMEOUT_MS;

type MeetingRow = { externalId: string; joinUrl: string; startUrl: string; password: string };
type DoubtWithMeeting = { userEmail: string; startsAt: Date; completed: boolean; meeting: MeetingRow | null };

/** A doubt session's meeting as the teacher reads it: its links and password, and whom it is with. */
export type Meeting = {
  /** The meeting service's own id. */
  meetingId: string;
  startsAt: Date;
  userEmail: string;
  completed: boolean;
  joinUrl: string;
  startUrl: string;
  password: string;
};

const meetingOf = (doubt: DoubtWithMeeting & { meeting: MeetingRow }): Meeting => ({
  meetingId: doubt.meeting.externalId,
  startsAt: doubt.startsAt,
  userEmail: doubt.userEmail,
  completed: doubt.completed,
  joinUrl: doubt.meeting.joinUrl,
  startUrl: doubt.meeting.startUrl,
  password: doubt.meeting.password,
});

const hasMeeting = (doubt: DoubtWithMeeting): doubt is DoubtWithMeeting & { meeting: MeetingRow } => !!doubt.meeting;

async function findDoubt(id: string) {
  const doubt = await db.doubtRequest.findUnique({ where: { id }, include: { meeting: true } });
  if (!doubt) throw notFound("Invalid doubt id");
  return doubt;
}

/** Why a cancelled or declined request can no longer be accepted; null while it still can. */
export function releasedReason(doubt: DoubtState) {
  const status = doubtStatus(doubt);
  if (status === "cancelled") return "The visitor cancelled this request, so it can no longer be accepted.";
  if (status === "declined") return "This request was declined, so it can no longer be accepted.";
  return null;
}

/**
 * Accepts a doubt request and makes its meeting link; pressing it again retries a link that failed.
 * One conditional update claims the request: it succeeds only while the request is pending, or accepted
 * with no meeting and no other claim. Only the claimant calls the provider, so two clicks or two
 * teachers never make two meetings. If the provider fails, the request stays accepted and the claim
 * is released for a retry.
 */
export async function acceptDoubtRequest(
  actor: Actor,
  rawDoubtId: unknown,
  { provider = configuredMeetingProvider(), now = new Date() }: { provider?: MeetingProvider; now?: Date } = {},
) {
  assertTeacher(actor);
  const id = doubtIdOf(rawDoubtId);
  const claimed = await db.doubtRequest.updateMany({
    where: {
      id,
      holdsSlot: true,
      meeting: { is: null },
      OR: [{ meetingClaimedAt: null }, { meetingClaimedAt: { lt: new Date(now.getTime() - CLAIM_EXPIRES_MS) } }],
    },
    data: { accepted: true, meetingClaimedAt: now },
  });
  const doubt = await findDoubt(id);
  if (claimed.count === 0) {
    const released = releasedReason(doubt);
    if (released) throw conflict(released);
    if (hasMeeting(doubt)) return { meeting: meetingOf(doubt), message: "This request is already accepted." };
    throw conflict("The meeting link is being created right now. Please reload in a moment.");
  }

  let created: Awaited<ReturnType<MeetingProvider["createMeeting"]>>;
  try {
    created = await provider.createMeeting({
      topic: `Doubt session: ${doubt.doubtClass}, ${doubt.userEmail}`,
      startsAt: doubt.startsAt,
      durationMinutes: SLOT_MINUTES,
      timeZone: config.INSTITUTE_TIMEZONE,
    });
  } catch (error) {
    await db.doubtRequest.updateMany({ where: { id, meetingClaimedAt: now }, data: { meetingClaimedAt: null } });
    const reason = error instanceof MeetingProviderError ? error.message : "the meeting service did not answer";
    throw unavailable(
      requestTranslator()(
        "Request accepted, but the meeting link could not be created: {{reason}}. Please try again.",
        {
          reason,
        },
      ),
    );
  }
  // The visitor may have cancelled while the link was being made: the meeting is kept, but not mailed.
  const { meeting, mailed } = await inTransaction(async (tx) => {
    const meeting = await tx.meeting.create({ data: { doubtRequestId: id, provider: provider.name, ...created } });
    const current = await tx.doubtRequest.findUniqueOrThrow({ where: { id }, include: mailDoubtInclude });
    if (!current.holdsSlot) return { meeting, mailed: false };
    await queueAcceptedMail(tx, { ...current, meeting });
    return { meeting, mailed: true };
  });
  if (!mailed) throw conflict("The visitor cancelled this request while the meeting link was being made.");
  return {
    meeting: meetingOf({ ...doubt, meeting }),
    message: "Request accepted. The meeting link is ready. It has been mailed to the visitor.",
  };
}

export async function meetingDetails(actor: Actor, rawDoubtId: unknown): Promise<Meeting> {
  assertTeacher(actor);
  const doubt = await findDoubt(doubtIdOf(rawDoubtId));
  if (!hasMeeting(doubt)) throw notFound("This request has no meeting link yet. Accept it to create one.");
  return meetingOf(doubt);
}

/** The teacher marks an accepted session as held. */
export async function completeSession(actor: Actor, rawDoubtId: unknown) {
  assertTeacher(actor);
  const id = doubtIdOf(rawDoubtId);
  const { count } = await db.doubtRequest.updateMany({ where: { id, accepted: true }, data: { completed: true } });
  if (count === 0) {
    await findDoubt(id);
    throw invalid("Accept the request before marking the session completed.");
  }
  return { message: "Session marked as completed" };
}

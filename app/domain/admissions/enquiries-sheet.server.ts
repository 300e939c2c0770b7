import { db } from "~/db.server";
import { displayName } from "../access/actor";

/**
 * The enquiries as 'Export everything' writes them: one row each, with who handled it and its notes joined in
 * time order, so an institute leaving takes its enquiry book with it.
 */
export const enquiriesSheet = {
  name: "enquiries",
  columns: [
    "received",
    "name",
    "mobile",
    "email",
    "class",
    "batch",
    "source",
    "stage",
    "lost_reason",
    "follow_up_on",
    "handled_by",
    "student_email",
    "message",
    "notes",
  ],
  rows: async () => {
    const enquiries = await db.enquiry.findMany({
      orderBy: { id: "asc" },
      select: {
        createdAt: true,
        name: true,
        mobile: true,
        email: true,
        grade: true,
        source: true,
        stage: true,
        lostReason: true,
        followUpOn: true,
        message: true,
        batch: { select: { name: true } },
        handledBy: { select: { firstName: true, lastName: true } },
        student: { select: { email: true } },
        notes: { orderBy: { id: "asc" }, select: { at: true, text: true } },
      },
    });
    return enquiries.map((one) => [
      one.createdAt.toISOString(),
      one.name,
      one.mobile,
      one.email ?? "",
      one.grade,
      one.batch?.name ?? "",
      one.source,
      one.stage,
      one.lostReason,
      one.followUpOn ?? "",
      one.handledBy ? displayName(one.handledBy) : "",
      one.student?.email ?? "",
      one.message,
      one.notes.map((note) => `${note.at.toISOString()} ${note.text}`).join("\n"),
    ]);
  },
};

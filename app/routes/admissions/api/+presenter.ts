import type { Enquiry } from "~/domain/admissions/enquiries.server";

/** An enquiry with the API's field names. */
export const enquiryAnswer = (enquiry: Enquiry) => ({
  id: enquiry.id,
  name: enquiry.name,
  mobile: enquiry.mobile,
  email: enquiry.email,
  grade: enquiry.grade,
  batch_id: enquiry.batch?.id ?? null,
  batch_name: enquiry.batch?.name ?? null,
  message: enquiry.message,
  source: enquiry.source,
  handled_by: enquiry.handledBy,
  stage: enquiry.stage,
  lost_reason: enquiry.lostReason,
  follow_up_on: enquiry.followUpOn,
  language: enquiry.language,
  student_id: enquiry.studentId,
  created_at: enquiry.createdAt.toISOString(),
});

/** One enquiry with its notes, newest first. */
export const enquiryWithNotes = (
  enquiry: Enquiry & { notes: { id: number; text: string; by: string; at: Date }[] },
) => ({
  ...enquiryAnswer(enquiry),
  notes: enquiry.notes.map((note) => ({ id: note.id, text: note.text, by: note.by, at: note.at.toISOString() })),
});

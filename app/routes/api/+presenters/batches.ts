import type { Batch, BatchWithSubjects } from "~/domain/batches.server";

/** A batch in the API's field names: SPEC's, then the details. */
export const batchAnswer = (batch: Batch) => ({
  id: batch.id,
  batch_name: batch.name,
  duration: batch.duration,
  mode: batch.mode,
  timings: batch.timings,
  start_date: batch.startDate,
  seats_left: batch.seatsLeft,
  highlights: batch.highlights,
});

export const subjectAnswer = (subject: { id: number; name: string; batchId: number }) => ({
  id: subject.id,
  subject_name: subject.name,
  batchId: subject.batchId,
});

type BatchPage = { batches: BatchWithSubjects[]; total: number; page: number; pages: number };

/** A page of batches with their subjects as two flat lists, the shape the API's batch lists answer with. */
export const batchesAndSubjects = ({ batches, ...page }: BatchPage) => ({
  batches: batches.map(batchAnswer),
  subjects: batches.flatMap((batch) => batch.subjects.map(subjectAnswer)),
  ...page,
});

/** A batch created or changed, with the domain's message. */
export const savedBatchAnswer = ({ batch, message }: { batch: Batch; message: string }) => ({
  batch: batchAnswer(batch),
  message,
});

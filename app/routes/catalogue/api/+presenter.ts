import type { Batch, BatchWithSubjects } from "~/domain/catalogue/batches.server";
import type { getBatchSubjects } from "~/domain/catalogue/subjects.server";

/** A batch in the API's field names: name and duration, then the details. */
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

export const folderAnswer = (folder: { id: number; name: string; subjectId: number }) => ({
  id: folder.id,
  folder_name: folder.name,
  subject_id: folder.subjectId,
});

/** GET /teacher/course/{batchId}: a batch's subjects, each with its folders. */
export const batchSubjectsAnswer = (batch: Awaited<ReturnType<typeof getBatchSubjects>>) => ({
  batch_id: batch.id,
  batch_name: batch.name,
  subjects: batch.subjects.map((subject) => ({
    ...subjectAnswer(subject),
    folders: subject.folders.map(folderAnswer),
  })),
  message: batch.subjects.length > 0 ? "Course details" : "No subjects yet. Please add one.",
});

type Said = { message: string };
export const savedSubjectAnswer = ({ subject, message }: Said & { subject: Parameters<typeof subjectAnswer>[0] }) => ({
  subject: subjectAnswer(subject),
  message,
});
export const savedFolderAnswer = ({ folder, message }: Said & { folder: Parameters<typeof folderAnswer>[0] }) => ({
  folder: folderAnswer(folder),
  message,
});

import { db } from "~/db.server";
import type { NewBatch } from "~/schemas/catalogue";
import type { Actor } from "./actor";
import { assertTeacher } from "./guards.server";

export type BatchWithSubjects = {
  id: number;
  batch_name: string;
  duration: number;
  subjects: { id: number; subject_name: string; batchId: number }[];
};

/** Every ongoing batch with its subjects: the registration page and the teacher's home list these. */
export async function listBatchesWithSubjects(): Promise<BatchWithSubjects[]> {
  const batches = await db.batch.findMany({
    orderBy: { id: "asc" },
    select: {
      id: true,
      name: true,
      duration: true,
      subjects: { select: { id: true, name: true }, orderBy: { id: "asc" } },
    },
  });
  return batches.map((batch) => ({
    id: batch.id,
    batch_name: batch.name,
    duration: batch.duration,
    subjects: batch.subjects.map((subject) => ({ id: subject.id, subject_name: subject.name, batchId: batch.id })),
  }));
}

export async function createBatch(actor: Actor, input: NewBatch) {
  assertTeacher(actor);
  const batch = await db.batch.create({ data: { name: input.batch_name, duration: input.duration } });
  return {
    batch: { id: batch.id, batch_name: batch.name, duration: batch.duration },
    message: "Batch created successfully",
  };
}

/** Batches and their subjects as two flat lists, the shape SPEC's calls answer with. */
export async function listBatchesAndSubjects() {
  const batches = await listBatchesWithSubjects();
  return {
    batches: batches.map(({ id, batch_name, duration }) => ({ id, batch_name, duration })),
    subjects: batches.flatMap((batch) => batch.subjects),
  };
}

/** The teacher's course list: SPEC calls the batches `courses` here. */
export async function listCourses(actor: Actor) {
  assertTeacher(actor);
  const { batches, subjects } = await listBatchesAndSubjects();
  return { courses: batches, subjects, message: batches.length > 0 ? "Courses" : "No batches yet. Add the first one." };
}

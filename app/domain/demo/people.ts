import type { User } from "../access/actor";

/** The people the demo's domain calls act as: the teacher and the students of the first batch. */
export type DemoPeople = {
  teacher: User;
  batchId: number;
  maths: number;
  science: number;
  /** Aarav (the demo sign-in), then Ananya, Rohan and Kavya: the students permitted in both subjects. */
  students: User[];
};

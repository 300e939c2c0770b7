import type { Prisma } from "~/generated/prisma/client";
import { seenBy, type whatEachStudentSees } from "../access/rules.server";

export const NOT_FOUND = "That announcement does not exist.";

/**
 * Which announcements a student sees: the whole institute's and their batch's once they see their batch,
 * and those of the subjects they see (the access rule); none while they wait for the teacher's permission.
 */
export async function seenByStudent(student: {
  id: number;
  batchId: number | null;
}): Promise<Prisma.AnnouncementWhereInput> {
  const seen = await seenBy(student);
  if (!seen.batch) return { id: { in: [] } };
  return {
    OR: [
      { audience: "institute" },
      { audience: "batch", batchId: student.batchId },
      { audience: "subject", subjectId: { in: seen.subjectIds } },
    ],
  };
}

type Audience = { audience: string; batchId: number | null; subjectId: number | null };

/**
 * The students an announcement reaches, out of what each student sees (`whatEachStudentSees`, read once for many
 * announcements): the rule of `seenByStudent`, on plain values.
 */
export const studentsReached = (announcement: Audience, everyone: Awaited<ReturnType<typeof whatEachStudentSees>>) =>
  [...everyone]
    .filter(([, sees]) =>
      announcement.audience === "batch"
        ? sees.batchId === announcement.batchId
        : announcement.audience === "subject"
          ? sees.subjectIds.has(announcement.subjectId ?? -1)
          : true,
    )
    .map(([studentId]) => studentId);

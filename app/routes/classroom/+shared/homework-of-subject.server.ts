import type { Actor } from "~/domain/access/actor";
import { notFound } from "~/domain/core/errors.server";
import { getHomework } from "~/domain/homework/homework.server";
import { idParam } from "~/http/pages.server";

/** The homework the address names, which must be of the address's batch and subject (else 404). */
export async function homeworkOfSubject(
  actor: Actor,
  params: { batchId?: string; subjectId?: string; homeworkId?: string },
) {
  const { homework } = await getHomework(actor, idParam(params.homeworkId));
  if (homework.subject.id !== idParam(params.subjectId) || homework.subject.batchId !== idParam(params.batchId))
    throw notFound("That homework does not exist.");
  return homework;
}

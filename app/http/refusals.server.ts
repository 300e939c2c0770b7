import { DomainError, type FailureKind, statusOf } from "~/domain/core/errors.server";

/**
 * A rule's refusal as plain values, for a route that answers it in its own way (a message beside an import form,
 * a toast on another page, JSON before a stream starts): its kind and HTTP status, its message as the rule wrote it
 * (in English: translate it where it is shown) and the messages at its fields.
 */
export type Refusal = Pick<DomainError, "kind" | "message" | "fieldErrors"> & { status: number };

/** The refusal a failure is (of one of `kinds`, when given), or undefined for anything else: a fault to throw on. */
export function refusalOf(error: unknown, kinds?: readonly FailureKind[]): Refusal | undefined {
  if (!(error instanceof DomainError) || (kinds && !kinds.includes(error.kind))) return undefined;
  return { kind: error.kind, message: error.message, fieldErrors: error.fieldErrors, status: statusOf[error.kind] };
}

/** Runs `run`; a refusal (of one of `kinds`, when given) is answered by `answer`, and any other failure is thrown. */
export async function answerRefusal<Value, Answer>(
  run: () => Promise<Value>,
  answer: (refusal: Refusal) => Answer,
  kinds?: readonly FailureKind[],
): Promise<Value | Answer> {
  try {
    return await run();
  } catch (error) {
    const refusal = refusalOf(error, kinds);
    if (!refusal) throw error;
    return answer(refusal);
  }
}

/** As `answerRefusal`, for a failure already caught (e.g. a form body that could not be read). */
export function answerCaught<Answer>(error: unknown, answer: (refusal: Refusal) => Answer): Answer {
  const refusal = refusalOf(error);
  if (!refusal) throw error;
  return answer(refusal);
}

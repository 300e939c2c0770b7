import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { DomainError, statusOf } from "~/domain/core/errors.server";
import { readLimitedForm } from "./form-stream.server";
import { translateErrors, translateMessage } from "./language.server";

const SECRET_FIELDS = ["password", "current_password", "teacher_code"];

/**
 * Runs one HTML form submission: validates it with the form's zod schema, then hands the value to
 * `run`. A validation or domain failure returns the form with what was typed and the message at
 * the field, and a 4xx status; passwords are never sent back.
 */
export async function handleForm<Schema extends z.ZodType, Answer = Response, Extra extends object = object>(
  formData: FormData,
  schema: Schema,
  // The submission is there for a form that answers with itself (e.g. the marks sheet's Check button).
  run: (
    value: z.output<Schema>,
    submission: Submission<z.input<Schema>, string[], z.output<Schema>>,
  ) => Promise<Answer>,
  // What a refused form needs besides what was typed to show itself again (e.g. the batches it offered).
  alongFailure?: () => Promise<Extra>,
) {
  const refuse = async (result: SubmissionResult<string[]>, status: number) =>
    data(
      { ...inRequestLanguage(withoutForgedLists(schema, result)), ...((await alongFailure?.()) as Extra) },
      { status },
    );
  const submission = parseWithZod(formData, { schema });
  if (submission.status !== "success") {
    return refuse(submission.reply({ hideFields: SECRET_FIELDS }), 400);
  }
  try {
    return await run(submission.value, submission);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const result: SubmissionResult<string[]> = submission.reply({
      formErrors: saidAtAField(error) ? [] : [error.message],
      fieldErrors: error.fieldErrors,
      hideFields: SECRET_FIELDS,
    });
    return refuse(result, statusOf[error.kind]);
  }
}

/** Whether a field's schema is a list, under the optional, default and transform wrappers around it. */
function isList(type: z.ZodType | undefined, depth = 0): boolean {
  if (!type || depth > 5) return false;
  if (type instanceof z.ZodArray) return true;
  const def = type._zod.def as { innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType };
  return [def.innerType, def.in, def.out].some((inner) => isList(inner, depth + 1));
}

/** The fields of an object schema, also under a `.transform` (a pipe whose input is the object). */
function shapeOf(schema: z.ZodType | undefined, depth = 0): Record<string, z.ZodType> | undefined {
  if (!schema || depth > 5) return undefined;
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  return shape ?? shapeOf((schema._zod.def as { in?: z.ZodType }).in, depth + 1);
}

/**
 * The form comes back with what was typed, and Conform draws a list field (a sheet's rows, a plan's instalments)
 * from it: a value where a list belongs (only a forged form sends one) would stop the page from drawing at all.
 */
function withoutForgedLists(schema: z.ZodType, result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  const shape = shapeOf(schema);
  if (!shape || !result.initialValue) return result;
  const kept = Object.entries(result.initialValue).filter(
    ([key, value]) => Array.isArray(value) || !isList(shape[key]),
  );
  return { ...result, initialValue: Object.fromEntries(kept) };
}

/** A schema's or a rule's messages, written once in English, said at the field in the reader's language. */
const inRequestLanguage = (result: SubmissionResult<string[]>): SubmissionResult<string[]> =>
  result.error ? { ...result, error: translateErrors(result.error) } : result;

const sentence = (text: string) => text.trim().replace(/\.$/, "");

/** A failure whose message a field already shows is not said twice (once above the form, once at the field). */
const saidAtAField = (error: DomainError) =>
  Object.values(error.fieldErrors ?? {})
    .flat()
    .some((message) => sentence(message) === sentence(error.message));

/**
 * A form refused as a whole, before its fields matter: its body could not even be read (e.g. an upload over
 * the limit), or what it acts on is gone. Only the message goes back, shown at the top of the form.
 */
export function unreadableForm(error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  const result: SubmissionResult<string[]> = { status: "error", error: { "": [translateMessage(error.message)] } };
  return data(result, { status: statusOf[error.kind] });
}

/**
 * The posted form, read with the body limits; a body that is not a form (JSON, a broken multipart)
 * is bad input (400) and one that is too large is refused (413), neither a fault. A sheet form says how many
 * `rows` it has (its students); a name numbering a row beyond them is refused while the form is read.
 */
export async function readFormData(request: Request, rows = 0) {
  try {
    return await readLimitedForm(request, rows);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    throw data(translateMessage(error.message), { status: statusOf[error.kind] });
  }
}

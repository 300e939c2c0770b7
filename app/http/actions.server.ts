import { parse, type SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { DomainError, statusOf } from "~/domain/core/errors.server";
import { translateMessage } from "./language.server";
import { redirectWithToast } from "./toast.server";

type Context = Readonly<RouterContextProvider>;

/**
 * Runs a button that does one thing and has no fields to keep (accept, delete, complete). Success goes
 * to `to` with the domain's message as a toast; a domain failure answers with its status and
 * `{ message }`, in the reader's language, for the page to show beside the buttons, or, for a button on a
 * page that shows no such message (`refused: "toast"`), goes to `to` too, with the refusal as an error toast.
 */
export function handleButton(
  context: Context,
  to: string,
  run: () => Promise<{ message: string }>,
): Promise<Response | ReturnType<typeof refusedBeside>>;
export function handleButton(
  context: Context,
  to: string,
  run: () => Promise<{ message: string }>,
  options: { refused: "toast" },
): Promise<Response>;
export async function handleButton(
  context: Context,
  to: string,
  run: () => Promise<{ message: string }>,
  { refused = "beside" }: { refused?: "beside" | "toast" } = {},
) {
  try {
    const { message } = await run();
    return redirectWithToast(context, to, "success", message);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    if (refused === "toast") return redirectWithToast(context, to, "error", error.message);
    return refusedBeside(error);
  }
}

const refusedBeside = (error: DomainError) =>
  data({ message: translateMessage(error.message) }, { status: statusOf[error.kind] });

/**
 * What a form's `intent` names in a page's own table of steps, or undefined for any other name: only the
 * table's own names count, never what every object inherits (`__proto__`, `constructor`, `toString`).
 */
export function stepNamed<Steps extends object>(steps: Steps, intent: FormDataEntryValue | null) {
  return typeof intent === "string" && Object.hasOwn(steps, intent) ? steps[intent as keyof Steps] : undefined;
}

/** The answer to a form whose `intent` names none of the page's buttons: 400, said beside the buttons. */
export const unknownIntent = () => data({ message: translateMessage("Choose one of the buttons.") }, { status: 400 });

/** A submission that only chooses something (a day, a time): the form comes back as typed, unchecked. */
export const keepTyped = (formData: FormData): SubmissionResult<string[]> =>
  parse<undefined, string[]>(formData, { resolve: () => ({}) }).reply();

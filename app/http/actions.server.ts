import { parse, type SubmissionResult } from "@conform-to/react";
import { data, type RouterContextProvider } from "react-router";
import { DomainError, statusOf } from "~/domain/errors.server";
import { translateMessage } from "./language.server";
import { redirectWithToast } from "./toast.server";

type Context = Readonly<RouterContextProvider>;

/**
 * Runs a button that does one thing and has no fields to keep (accept, delete, complete). Success goes
 * to `to` with the domain's message as a toast; a domain failure answers with its status and
 * `{ message }`, in the reader's language, for the page to show beside the buttons.
 */
export async function handleButton(context: Context, to: string, run: () => Promise<{ message: string }>) {
  try {
    const { message } = await run();
    return redirectWithToast(context, to, "success", message);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return data({ message: translateMessage(error.message) }, { status: statusOf[error.kind] });
  }
}

/** A submission that only chooses something (a day, a time): the form comes back as typed, unchecked. */
export const keepTyped = (formData: FormData): SubmissionResult<string[]> =>
  parse<undefined, string[]>(formData, { resolve: () => ({}) }).reply();

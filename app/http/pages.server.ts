import { data, redirect } from "react-router";
import { DomainError, statusOf } from "~/domain/core/errors.server";
import { isDay } from "~/schemas/dates";
import { idOfText } from "~/schemas/fields";
import { pageField } from "~/schemas/paging";
import { translateMessage } from "./language.server";

/** An id from the address, written as ids are (`ID_TEXT`); anything else is a page that does not exist. */
export function idParam(value: string | undefined) {
  const id = idOfText(value ?? "");
  if (id === null) throw data("Not found", { status: 404 });
  return id;
}

/**
 * A path to go back to after an action, from the address's ids: each must be a number, or the answer is
 * 404 before the action changes anything. A raw parameter (`%00`, an emoji) would make an invalid
 * Location header, a 500 after the change was made. Use: idPath`/teacher/notes/${params.folderId}`.
 */
export function idPath(parts: TemplateStringsArray, ...ids: (string | undefined)[]) {
  return parts.reduce((path, part, index) => `${path}${index > 0 ? idParam(ids[index - 1]) : ""}${part}`, "");
}

/**
 * The page of a paged list asked for by `?page=`: the first page for a missing or unreadable one, never an
 * error, since a page number is only a place in the list (every paged screen and its API read it here).
 */
export function pageOf(request: Request) {
  const page = pageField.safeParse(new URL(request.url).searchParams.get("page") ?? undefined);
  return page.success ? page.data : 1;
}

/** A calendar day from the address (as `isDay` takes it); anything else is a page that does not exist. */
export function dateParam(value: string | undefined) {
  const text = value ?? "";
  if (!isDay(text)) throw data("Not found", { status: 404 });
  return text;
}

export type Denied = { denied: string };

/** A domain refusal as the page answers it: 404, sign-in, or its own status with its message. */
export function pageFailure(error: unknown): never {
  if (!(error instanceof DomainError)) throw error;
  if (error.kind === "not_found") throw data(translateMessage(error.message), { status: 404 });
  if (error.kind === "unauthenticated") throw redirect("/signin");
  throw data(translateMessage(error.message), { status: statusOf[error.kind] });
}

/** Runs a domain read for a page: a missing thing is the 404 page, no session goes to sign in. */
export async function readForPage<T>(read: () => Promise<T>): Promise<T> {
  return read().catch(pageFailure);
}

/** As readForPage, but a subject the student may not see yields the server's message instead. */
export async function readOrDenied<T>(read: () => Promise<T>): Promise<T | Denied> {
  return read().catch((error) => {
    if (error instanceof DomainError && error.kind === "forbidden") return { denied: translateMessage(error.message) };
    return pageFailure(error);
  });
}

export const isDenied = (value: object): value is Denied => "denied" in value;

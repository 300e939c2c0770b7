import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import { DomainError, invalid, statusOf } from "~/domain/core/errors.server";
import { mediaType, readLimitedText } from "./body.server";
import { jsonBody } from "./compressed-body.server";
import { actorContext, requestInfoContext } from "./context.server";
import { translateErrors, translateMessage } from "./language.server";

type ApiArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
};
type Answer = Record<string, unknown>;

/**
 * Wraps an /api/v1 handler: its answer goes out as JSON with `valid: true`; a domain failure as
 * `{ valid: false, message, errors }` with the matching status. Anything else is a real fault (500).
 */
export function apiHandler(
  run: (args: ApiArgs & { actor: ReturnType<typeof actorOf> }) => Promise<Answer>,
  status = 200,
) {
  return failuresAnswered(async (args) => {
    const answer = await run({ ...args, actor: actorOf(args.context) });
    // SPEC's messages ("Student details") follow the caller's Accept-Language; field names never change.
    const message = typeof answer.message === "string" ? { message: translateMessage(answer.message) } : {};
    return jsonBody({ valid: true, ...answer, ...message }, status, args.request.headers.get("Accept-Encoding"));
  });
}

/** A domain failure as the API answers it; anything else is a real fault (500). */
function failuresAnswered(handle: (args: ApiArgs) => Promise<Response>) {
  return async (args: ApiArgs) => {
    try {
      return await handle(args);
    } catch (error) {
      if (error instanceof DomainError) return apiFailure(error, args.request);
      throw error;
    }
  };
}

/** An /api/v1 call whose answer is a file made for the caller (a PDF, a photo); failures as apiHandler's, in JSON. */
export const apiFileHandler = (run: (args: ApiArgs & { actor: ReturnType<typeof actorOf> }) => Promise<Response>) =>
  failuresAnswered((args) => run({ ...args, actor: actorOf(args.context) }));

/** An /api/v1 call whose answer is plain text (a webhook's verification challenge); failures as apiHandler's. */
export const apiTextHandler = (run: (args: ApiArgs) => Promise<string>) =>
  failuresAnswered(
    async (args) => new Response(await run(args), { headers: { "Content-Type": "text/plain; charset=utf-8" } }),
  );

type ActionMethod = "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiRun = Parameters<typeof apiHandler>[0];

/**
 * An /api/v1 action that takes other methods than POST (PUT, PATCH, DELETE): one handler for each method. The
 * methods it names are all it takes; the method rule (app/http/methods.server.ts) answers any other with 405.
 */
export function apiActions(handlers: Partial<Record<ActionMethod, ApiRun>>, status = 200) {
  const action = apiHandler((args) => {
    const run = handlers[args.request.method as ActionMethod];
    if (!run) throw new Error(`${args.request.method} reached an action that does not take it`);
    return run(args);
  }, status);
  return Object.assign(action, { methods: Object.keys(handlers) });
}

const actorOf = (context: Readonly<RouterContextProvider>) => context.get(actorContext);
export const addressOf = (context: Readonly<RouterContextProvider>) => context.get(requestInfoContext).address;

export function apiFailure(error: Pick<DomainError, "kind" | "message" | "fieldErrors">, request?: Request) {
  // Field names never change; the messages follow the caller's Accept-Language.
  const errors = error.fieldErrors ? { errors: translateErrors(error.fieldErrors) } : {};
  const body = { valid: false, message: translateMessage(error.message), ...errors };
  return jsonBody(body, statusOf[error.kind], request?.headers.get("Accept-Encoding") ?? null);
}

/**
 * The JSON body, read with the body limit. Only `application/json` is read: a `text/plain` body is
 * what another site can send without asking, so it is never taken for JSON.
 */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  if (mediaType(request) !== "application/json")
    throw invalid("Send the request body as JSON (Content-Type: application/json).");
  const text = await readLimitedText(request);
  try {
    const body = JSON.parse(text);
    if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // fall through to the message below
  }
  throw invalid("The request body is not a valid JSON object.");
}

/** A GET call's query (?q=&page=…) as a plain object, for the same schema a page's search form uses. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

/** Validates an API payload with the same schema as the matching HTML form. */
export function parseInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "body";
    fieldErrors[key] ??= [];
    fieldErrors[key].push(issue.message);
  }
  const first = parsed.error.issues[0];
  throw invalid(first ? first.message : "The request is not valid.", fieldErrors);
}

/** Reads an object nested in a payload (e.g. `cred` in `{cred:{email,password}}`), or an empty one. */
export function nested(body: Record<string, unknown>, key: string): Record<string, unknown> {
  const value = body[key];
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

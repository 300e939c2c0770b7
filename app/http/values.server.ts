import type { z } from "zod";
import { translateMessage } from "./language.server";

export type Read<Value> = { value: Value; problems?: undefined } | { value: undefined; problems: string[] };

/**
 * A value the address or a form gives, read by its schema where the route decides what a refusal means (a page
 * that does not exist, the first page, the form shown again): the value, or undefined and the schema's messages
 * in the reader's language. Forms with fields to keep go through `handleForm` instead.
 */
export function readValue<Schema extends z.ZodType>(schema: Schema, input: unknown): Read<z.output<Schema>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { value: parsed.data };
  return { value: undefined, problems: parsed.error.issues.map((issue) => translateMessage(issue.message)) };
}

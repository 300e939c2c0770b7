import type { MessageKind } from "./kinds";
import { KIND_VARIABLES } from "./kinds";

/**
 * A template's words name the kind's variables in braces: "{student} was absent on {date}". The same words give
 * what the teacher registers (DLT writes each variable as {#var#}; WhatsApp numbers them {{1}}, {{2}}…) and what
 * is sent (SMS: the words filled in; WhatsApp: the values in order, as the template's parameters).
 */
const VARIABLE = /\{([a-z]+)\}/g;

/** DLT lets a variable carry at most 30 characters; a longer value is cut, or the operator refuses the SMS. */
export const DLT_VARIABLE_MAX = 30;

/** The variables the words use, in order, repeats included. */
export const variablesIn = (text: string) => [...text.matchAll(VARIABLE)].map((match) => match[1]);

/** Names in braces that the kind does not have: the editor refuses them. */
export const unknownVariables = (kind: MessageKind, text: string) =>
  [...new Set(variablesIn(text))].filter((name) => !KIND_VARIABLES[kind].includes(name));

/** The words as registered on the DLT portal. */
export const dltForm = (text: string) => text.replace(VARIABLE, "{#var#}");

/** The words as registered with WhatsApp: {{1}}, {{2}}… in order. */
export function whatsAppForm(text: string) {
  let position = 0;
  return text.replace(VARIABLE, () => `{{${++position}}}`);
}

const clippedForDlt = (value: string) =>
  value.length <= DLT_VARIABLE_MAX ? value : `${value.slice(0, DLT_VARIABLE_MAX - 1)}…`;

/** The SMS exactly as registered, each variable filled in (cut to DLT's limit). */
export const smsText = (text: string, values: Record<string, string>) =>
  text.replace(VARIABLE, (_, name: string) => clippedForDlt(values[name] ?? ""));

/** The WhatsApp template's body parameters, in order. */
export const whatsAppParameters = (text: string, values: Record<string, string>) =>
  variablesIn(text).map((name) => values[name] ?? "");

/** The WhatsApp words as the family reads them. */
export const whatsAppText = (text: string, values: Record<string, string>) =>
  text.replace(VARIABLE, (_, name: string) => values[name] ?? "");

import { z } from "zod";
import { requestTranslator } from "~/i18n/request-language.server";
import { idOfValue } from "~/schemas/fields";
import { invalid } from "./errors.server";

const doubtId = z.uuid();

/** A doubt request's id from a URL: a UUID, or the caller hears 'Invalid doubt id'. */
export function doubtIdOf(raw: unknown) {
  const parsed = doubtId.safeParse(raw);
  if (!parsed.success) throw invalid("Invalid doubt id");
  return parsed.data;
}

/** A numeric id from a URL (a batch's, a week's, a slot's…), or a message naming what was wrong. */
export function numericIdOf(raw: unknown, label: string) {
  const id = idOfValue(raw);
  if (id === null) {
    // Said in the request's language; the label is a catalogue word ("Batch"), lower-cased inside the English sentence.
    const t = requestTranslator();
    throw invalid(t("Invalid {{label}} id", { label: t(label).toLowerCase() }));
  }
  return id;
}

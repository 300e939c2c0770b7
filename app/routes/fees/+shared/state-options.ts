import type { TFunction } from "i18next";
import { GST_STATES } from "~/domain/fees/gst/gstin";

/** The states and union territories as a list to choose from: each name in the reader's language, with its code. */
export const stateOptions = (t: TFunction) =>
  GST_STATES.map(([code, name]) => ({ value: code, label: `${t(name)} (${code})` }));

import { z } from "zod";
import { monthField } from "./dates";
import { emptyAsMissing, pageField } from "./paging";

/** The states a message to a phone passes through, as the Outbox's delivery list filters them. */
export const DELIVERY_STATES = ["queued", "sent", "delivered", "read", "failed"] as const;

/** The Outbox's delivery tab as its address carries it (?month=2026-11&state=failed&page=2). */
export const deliveriesSearchSchema = z.object({
  month: z.preprocess(emptyAsMissing, monthField("Choose a month as YYYY-MM").optional()),
  state: z.preprocess(emptyAsMissing, z.enum(DELIVERY_STATES, { error: "Choose a state from the list" }).optional()),
  page: pageField,
});

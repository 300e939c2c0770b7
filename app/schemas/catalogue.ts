import { z } from "zod";
import { nameField } from "./fields";

export const newBatchSchema = z.object({
  batch_name: nameField("Batch name"),
  duration: z.coerce
    .number({ error: "Duration must be a number of months" })
    .int("Duration must be a whole number of months")
    .min(1, "Duration must be at least 1 month")
    .max(60, "Duration can be at most 60 months"),
});

export type NewBatch = z.output<typeof newBatchSchema>;

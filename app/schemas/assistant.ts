import { z } from "zod";
import { idField } from "./fields";

export const promptSchema = z.object({
  prompt: z
    .string({ error: "Type a question for the assistant" })
    .trim()
    .min(1, "Type a question for the assistant")
    .max(4000, "Keep the question under 4000 characters"),
});

/** The API call names the batch and subject beside the prompt. */
export const generateSchema = promptSchema.extend({ batch_id: idField("Batch"), subject_id: idField("Subject") });

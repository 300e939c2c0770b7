import { z } from "zod";
import { dayField } from "./dates";
import { idOfValue } from "./fields";

/** 'Set homework' and 'Edit homework': the PDF travels beside these fields (the form's "attachment" file). */
export const homeworkSchema = z.object({
  title: z
    .string({ error: "Give the homework a title" })
    .trim()
    .min(1, "Give the homework a title")
    .max(120, "Keep the title under 120 characters"),
  text: z.string().trim().max(5000, "Keep the text under 5,000 characters").optional().default(""),
  due_on: dayField("Choose the due date"),
  // Only the edit form offers it: the PDF already attached is taken off.
  remove_attachment: z
    .union([z.boolean(), z.literal("on")])
    .optional()
    .transform((value) => value === true || value === "on"),
});
export type HomeworkInput = z.output<typeof homeworkSchema>;

/** 'Mark as done' and 'Undo' (a student's plain form), and the page to go back to. */
export const homeworkDoneSchema = z.object({
  homework_id: z.unknown().transform((value, context) => {
    const id = idOfValue(value);
    if (id !== null) return id;
    context.addIssue({ code: "custom", message: "Homework is not valid" });
    return z.NEVER;
  }),
  intent: z.enum(["done", "undo"]),
  back: z.enum(["/dashboard", "/homework"]).default("/homework"),
});

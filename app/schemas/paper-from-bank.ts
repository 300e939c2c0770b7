import { z } from "zod";

export const SECTION_TIMINGS = ["one", "each"] as const;
export const PAPER_DRAWS = ["same", "each"] as const;

/** At most this many sections: the entrance exams have three or four. */
export const MAX_SECTIONS = 4;

const count = z.coerce
  .number({ error: "Write how many questions, 0 or more" })
  .int("Write a whole number of questions")
  .min(0, "Write how many questions, 0 or more")
  .max(100, "At most 100 questions of one difficulty");

const marks = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be 0 or more`)
    .max(100, `${label} can be at most 100`);

const minutes = z.preprocess(
  (value) => (value === "" || value === null ? undefined : value),
  z.coerce
    .number({ error: "Minutes must be a number" })
    .int("Write whole minutes")
    .min(1, "At least 1 minute")
    .max(600, "At most 600 minutes")
    .optional(),
);

/**
 * A chapter of the bank: the API writes `{subject, chapter}`; the form's checkbox sends the same pair as JSON,
 * since a subject or chapter name may hold any character.
 */
const chapter = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      const [subject, name] = JSON.parse(value) as [string, string];
      return { subject, chapter: name };
    } catch {
      return value;
    }
  },
  z.object(
    { subject: z.string().trim().min(1).max(60), chapter: z.string().trim().min(1).max(100) },
    { error: "Choose the chapters from the list" },
  ),
);

/** Bank question numbers picked by hand: "12, 40 41" in the form, a list in the API. */
const picked = z.preprocess(
  (value) =>
    typeof value === "string"
      ? value
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((number) => number.replace(/^#/, ""))
      : (value ?? []),
  z
    .array(
      z.coerce
        .number({ error: "Write question numbers such as 12, 40" })
        .int()
        .positive("Write question numbers such as 12, 40"),
    )
    .max(300, "At most 300 questions picked by hand"),
);

/**
 * One section of a paper drawn from the bank: its name, the chapters it draws from, how many questions of each
 * difficulty, any questions picked by hand, its marking, and its own minutes when each section has a clock.
 * A section without a name is a slot the form left empty.
 */
const sectionSchema = z.object({
  name: z.string().trim().max(60, "Keep the section's name under 60 characters").optional().default(""),
  chapters: z.preprocess((value) => (value === undefined ? [] : value), z.array(chapter).max(100)),
  easy: count.optional().default(0),
  medium: count.optional().default(0),
  hard: count.optional().default(0),
  picked: picked.optional().default([]),
  marks: marks("Marks for a right answer").optional().default(4),
  negative_marks: marks("Marks taken for a wrong answer").optional().default(0),
  duration_minutes: minutes,
});

/**
 * 'New paper from the bank': the sections (a named one needs chapters and questions, or questions picked by
 * hand), one clock for the paper or one per section, and the seed that makes the same draw again.
 */
export const paperFromBankSchema = z
  .object({
    sections: z.array(sectionSchema).max(MAX_SECTIONS, `At most ${MAX_SECTIONS} sections`),
    section_timing: z.enum(SECTION_TIMINGS, { error: "Choose one clock or a clock per section" }),
    duration_minutes: minutes,
    seed: z.string().trim().max(40, "Keep the seed under 40 characters").optional().default(""),
    // "same": one paper for everyone; "each": each student draws the counts from a pool three times as large.
    draw: z.enum(PAPER_DRAWS, { error: "Choose one paper for everyone or a draw for each student" }).default("same"),
  })
  .superRefine((paper, context) => {
    const named = paper.sections.filter((section) => section.name !== "");
    if (named.length === 0)
      context.addIssue({ code: "custom", path: ["sections", 0, "name"], message: "Name at least one section" });
    paper.sections.forEach((section, index) => {
      if (section.name === "") return;
      const drawn = section.easy + section.medium + section.hard;
      if (drawn > 0 && section.chapters.length === 0)
        context.addIssue({ code: "custom", path: ["sections", index, "chapters"], message: "Choose its chapters" });
      if (drawn + section.picked.length === 0)
        context.addIssue({
          code: "custom",
          path: ["sections", index, "easy"],
          message: "Ask for some questions, or pick them by number",
        });
      if (paper.section_timing === "each" && section.duration_minutes === undefined)
        context.addIssue({
          code: "custom",
          path: ["sections", index, "duration_minutes"],
          message: "Give each section its minutes",
        });
    });
    const names = named.map((section) => section.name.toLowerCase());
    if (new Set(names).size !== names.length)
      context.addIssue({ code: "custom", path: ["sections", 0, "name"], message: "Give each section its own name" });
    if (paper.section_timing === "one" && paper.duration_minutes === undefined)
      context.addIssue({ code: "custom", path: ["duration_minutes"], message: "Give the paper its minutes" });
  })
  .transform((paper) => ({ ...paper, sections: paper.sections.filter((section) => section.name !== "") }));

export type PaperRecipe = z.output<typeof paperFromBankSchema>;

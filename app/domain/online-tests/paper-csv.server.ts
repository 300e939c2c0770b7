import type { Readable } from "node:stream";
import {
  MAX_QUESTIONS,
  type NewQuestion,
  OPTIONAL_PAPER_CSV_COLUMNS,
  PAPER_CSV_COLUMNS,
  questionRowSchema,
} from "~/schemas/online-tests";
import type { Actor } from "../access/actor";
import { invalid } from "../core/errors.server";
import { say } from "../core/say.server";
import { readRecords, writeCsv } from "../marks/csv.server";
import { getPaper } from "./paper.server";

/**
 * Reads a question paper's CSV (the header `text,option_a,…,negative_marks`). Every line is checked and
 * every problem reported by its line, as the marks import does; one bad line saves nothing, for a paper
 * with a question left out would shift every answer after it.
 */
export async function readPaperCsv(csv: Readable): Promise<NewQuestion[]> {
  const records = await readRecords(
    csv,
    MAX_QUESTIONS,
    say("A paper has at most {{max}} questions: the file has more lines than that.", { max: MAX_QUESTIONS }),
  );
  const header = Object.keys(records[0] ?? {});
  const missing = PAPER_CSV_COLUMNS.filter(
    (column) => !OPTIONAL_PAPER_CSV_COLUMNS.includes(column) && !header.includes(column),
  );
  if (records.length === 0 || missing.length > 0) {
    throw invalid(
      say("The CSV needs the header {{header}} and a line per question.", { header: PAPER_CSV_COLUMNS.join(",") }),
    );
  }
  const questions: NewQuestion[] = [];
  const problems: Record<string, string[]> = {};
  for (const [index, record] of records.entries()) {
    const parsed = questionRowSchema.safeParse(record);
    if (parsed.success) questions.push(parsed.data);
    else problems[`line ${index + 2}`] = [parsed.error.issues[0].message]; // line 1 is the header
  }
  const count = Object.keys(problems).length;
  if (count > 0) {
    throw invalid(say("{{count}} lines need fixing; nothing was imported.", { count }), problems);
  }
  return questions;
}

/** The paper in the format the import reads, so a downloaded paper imports back as it was. */
export async function exportPaperCsv(actor: Actor, testId: number) {
  const { test, questions } = await getPaper(actor, testId);
  const csv = await writeCsv(
    [...PAPER_CSV_COLUMNS],
    questions.map((question) => [
      question.text,
      question.optionA,
      question.optionB,
      question.optionC,
      question.optionD,
      question.tolerance > 0 ? `${question.answer}±${question.tolerance}` : question.answer,
      question.marks,
      question.negativeMarks,
      question.section,
    ]),
  );
  const name =
    test.name
      .replace(/[^\w-]+/g, "-")
      .replace(/^-|-$/g, "")
      .toLowerCase() || "paper";
  return { filename: `${name}-questions.csv`, csv };
}

import type { Prisma } from "~/generated/prisma/client";
import { requestTranslator } from "~/i18n/request-language.server";
import { type BankQuestionContent, bankQuestionSchema } from "~/schemas/bank";
import { invalid } from "../core/errors.server";
import { say } from "../core/say.server";
import { mappedRows, nameKey } from "../imports/import-rows";
import { cellText, headingKey } from "../imports/import-values";
import { NOT_A_SPREADSHEET, OLD_EXCEL, readSpreadsheet } from "../imports/spreadsheets.server";
import { type PicturePlace, questionsOf } from "./docx-questions.server";
import { type DocxPicture, isDocx, NOT_A_DOCUMENT, readDocx } from "./docx-read.server";
import { fingerprintOf } from "./questions.server";

/** A question file's columns, as a paper's CSV names them, with where the question belongs in the bank. */
export const QUESTION_FIELDS = [
  "subject",
  "chapter",
  "topic",
  "difficulty",
  "text",
  "option_a",
  "option_b",
  "option_c",
  "option_d",
  "answer",
  "solution",
] as const;
const REQUIRED_COLUMNS = ["subject", "chapter", "difficulty", "text", "answer"];

/** One question of the file as read: its line (CSV) or number (document), fields, pictures, what could not be read. */
export type ReadRow = {
  line: number;
  values: Record<string, string>;
  pictures: Partial<Record<PicturePlace, DocxPicture[]>>;
  problems: Record<string, string>;
};

export type QuestionFile = {
  source: "csv" | "docx";
  rows: ReadRow[];
  /** A picture's bytes from the document (`head`: only its first bytes). */
  picture: (path: string, head?: number) => Promise<Uint8Array>;
};

/** A file of questions told apart by its bytes: a Word document, else a spreadsheet (CSV, or .xlsx) read as one. */
export async function readQuestionFile(bytes: Uint8Array): Promise<QuestionFile> {
  if (await isDocx(bytes)) {
    const document = await readDocx(bytes);
    const empty = Object.fromEntries(QUESTION_FIELDS.map((field) => [field, ""]));
    const rows = questionsOf(document.paragraphs).map(({ number, values, ...question }) => ({
      line: number,
      values: { ...empty, ...values },
      ...question,
    }));
    if (rows.length === 0)
      throw invalid(
        'The document has no questions in the layout this import reads: start each question with "Q1." and see the layout on this page.',
      );
    return { source: "docx", rows, picture: document.picture };
  }
  // A file that is no spreadsheet is told what this import reads, not what the spreadsheet import reads.
  const sheet = await readSpreadsheet(bytes).catch((error) => {
    throw error instanceof Error && (error.message === NOT_A_SPREADSHEET || error.message === OLD_EXCEL)
      ? invalid(NOT_A_DOCUMENT)
      : error;
  });
  const keys = new Map(QUESTION_FIELDS.map((field) => [headingKey(field), field]));
  const mapping = Object.fromEntries(sheet.headings.map((heading) => [heading, keys.get(headingKey(heading)) ?? ""]));
  const present = new Set(Object.values(mapping));
  const missing = REQUIRED_COLUMNS.filter((field) => !present.has(field));
  if (missing.length)
    throw invalid(say("The file has no column for: {{columns}}", { columns: missing.join(", ") }, "bank-imports"));
  const rows = mappedRows(sheet.headings, sheet.rows, mapping).map(({ line, cells }) => ({
    line,
    values: Object.fromEntries(QUESTION_FIELDS.map((field) => [field, cellText(cells[field] ?? null)])),
    pictures: {},
    problems: {},
  }));
  return { source: "csv", rows, picture: () => Promise.reject(invalid(NO_PICTURE)) };
}

const NO_PICTURE = "A CSV file has no pictures.";

/** The question (or option) a duplicate repeats: one already in the bank, or an earlier row of the same file. */
export type DuplicateOf = { questionId: number; line: null } | { questionId: null; line: number };

/** A row as the preview shows it and the import writes it: `content` when it has no problem. */
export type CheckedQuestion = Omit<ReadRow, "pictures"> & {
  pictures: Partial<Record<PicturePlace, DocxPicture>>;
  content: BankQuestionContent | null;
  duplicateOf: DuplicateOf | null;
};

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];
const isPicture = (head: Uint8Array) =>
  PNG.every((byte, index) => head[index] === byte) ||
  JPEG.every((byte, index) => head[index] === byte) ||
  (String.fromCharCode(...head.slice(0, 4)) === "RIFF" && String.fromCharCode(...head.slice(8, 12)) === "WEBP");

/**
 * Every row checked with the bank question's schema, its pictures (one per question and option, PNG, JPEG or WebP
 * by their bytes; the image path checks the rest when they are stored), and duplicates: a row whose fingerprint a
 * question of the same subject has in the bank, or an earlier row of the file has, says which.
 */
export async function checkQuestions(client: Prisma.TransactionClient, file: QuestionFile): Promise<CheckedQuestion[]> {
  const translate = requestTranslator();
  const checked: CheckedQuestion[] = [];
  for (const row of file.rows) {
    const problems: Record<string, string> = Object.fromEntries(
      Object.entries(row.problems).map(([field, message]) => [field, say(message, {}, "bank-imports")]),
    );
    const values = { ...row.values, difficulty: (row.values.difficulty ?? "").toLowerCase() };
    const parsed = bankQuestionSchema.safeParse(values);
    if (!parsed.success)
      for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? "text")] ??= translate(issue.message);
    const pictures: CheckedQuestion["pictures"] = {};
    for (const [place, found] of Object.entries(row.pictures) as [PicturePlace, DocxPicture[]][]) {
      const field = place === "question" ? "text" : `option_${place}`;
      if (found.length > 1) problems[field] ??= say("One picture at most here", {}, "bank-imports");
      else if (!isPicture(await file.picture(found[0].path, 12)))
        problems[field] ??= say(
          "The picture is not a PNG, JPEG or WebP image (an old Word equation? write it again with Insert › Equation)",
          {},
          "bank-imports",
        );
      else pictures[place] = found[0];
    }
    const good = parsed.success && Object.keys(problems).length === 0;
    checked.push({ ...row, problems, pictures, content: good ? parsed.data : null, duplicateOf: null });
  }
  await markDuplicates(client, checked);
  return checked;
}

async function markDuplicates(client: Prisma.TransactionClient, rows: CheckedQuestion[]) {
  const keyed = rows.flatMap((row) =>
    row.content ? [{ row, fingerprint: fingerprintOf(row.content), subject: nameKey(row.content.subject) }] : [],
  );
  const inBank = await client.bankQuestion.findMany({
    where: { fingerprint: { in: [...new Set(keyed.map((one) => one.fingerprint))] }, mergedIntoId: null },
    select: { id: true, subject: true, fingerprint: true },
    orderBy: { id: "asc" },
  });
  const seen = new Map<string, DuplicateOf>();
  for (const question of inBank)
    if (!seen.has(`${nameKey(question.subject)}|${question.fingerprint}`))
      seen.set(`${nameKey(question.subject)}|${question.fingerprint}`, { questionId: question.id, line: null });
  for (const { row, fingerprint, subject } of keyed) {
    const key = `${subject}|${fingerprint}`;
    row.duplicateOf = seen.get(key) ?? null;
    if (!row.duplicateOf) seen.set(key, { questionId: null, line: row.line });
  }
}

import { readFile, rm, writeFile } from "node:fs/promises";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import { requestTranslator } from "~/i18n/request-language.server";
import type { BankImportCommitInput } from "~/schemas/bank-imports";
import { type Actor, displayName } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid, notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { inTransaction } from "../core/transaction.server";
import { fileStore } from "../files/file-store.server";
import { newTempPath } from "../files/received-files.server";
import type { ReceivedFile } from "../files/stored-files";
import { claimImportUpload, importBytes, keepImportFile, NO_SUCH_IMPORT } from "../imports/imports.server";
import { removeSiteImage, storeSiteImage } from "../site/images.server";
import { type CheckedQuestion, checkQuestions, readQuestionFile } from "./bank-import-rows.server";
import type { PicturePlace } from "./docx-questions.server";
import { addBankQuestion } from "./questions.server";

/** The import upload's kind for a file of bank questions (the spreadsheet imports have theirs). */
const KIND = "questions";

/**
 * Questions brought into the bank from a CSV or a Word document, in the spreadsheet imports' steps
 * (docs/decisions/203-question-import.md): the file is read once to refuse what cannot be read and kept in the file
 * store; the preview checks every row; the import adds the good rows in one transaction.
 */
export async function receiveQuestionImport(actor: Actor, file: ReceivedFile | null) {
  assertTeacher(actor);
  const choose = "Choose a CSV file or a Word document (.docx)";
  if (!file) throw invalid(choose, { file: [choose] });
  await readQuestionFile(await readFile(file.path));
  return { uploadId: await keepImportFile(actor.id, KIND, file) };
}

async function uploadOf(actor: Actor, uploadId: number) {
  assertTeacher(actor);
  const upload = await db.importUpload.findFirst({ where: { id: uploadId, teacherId: actor.id, kind: KIND } });
  if (!upload) throw notFound(NO_SUCH_IMPORT);
  return upload;
}

async function checkedFile(client: Prisma.TransactionClient, bytes: Uint8Array) {
  const file = await readQuestionFile(bytes);
  return { file, rows: await checkQuestions(client, file) };
}

/** Whether a row is added by 'Import': no problem, and not a duplicate unless the teacher ticked it. */
const isAdded = (row: CheckedQuestion, anyway: Set<number>) =>
  row.content !== null && (row.duplicateOf === null || anyway.has(row.line));

/** Every question of the file with its problems and duplicates; nothing is saved. */
export async function questionImportPreview(actor: Actor, uploadId: number) {
  const upload = await uploadOf(actor, uploadId);
  const { file, rows } = await checkedFile(db, await importBytes(upload.storeName));
  return {
    uploadId: upload.id,
    source: file.source,
    rows: rows.map(({ content: _content, pictures, ...row }) => ({
      ...row,
      pictures: Object.fromEntries(Object.entries(pictures).map(([place, picture]) => [place, { alt: picture.alt }])),
    })),
    good: rows.filter((row) => isAdded(row, new Set())).length,
    duplicates: rows.filter((row) => row.content && row.duplicateOf).length,
    withProblems: rows.filter((row) => !row.content).length,
  };
}

export type QuestionImportPreview = Awaited<ReturnType<typeof questionImportPreview>>;

type StoredPicture = { key: string; width: number; height: number; alt: string };

/**
 * Adds the good rows to the bank in one transaction, with the duplicates the teacher chose to add anyway; rows with
 * a problem are left (the preview says why). Pictures go through the site images' path first (checked, resized,
 * WebP), so the transaction holds the database only for the rows; if it fails they are removed. The upload is
 * taken inside the transaction, so a form sent twice imports once.
 */
export async function commitQuestionImport(actor: Actor, uploadId: number, input: BankImportCommitInput) {
  assertTeacher(actor);
  const upload = await uploadOf(actor, uploadId);
  const bytes = await importBytes(upload.storeName);
  const { file, rows } = await checkedFile(db, bytes);
  const anyway = new Set(input.anyway);
  const added = rows.filter((row) => isAdded(row, anyway));
  const stored: string[] = [];
  try {
    const pictures = new Map<number, Partial<Record<PicturePlace, StoredPicture>>>();
    for (const row of added) pictures.set(row.line, await storePictures(row, file.picture, stored));
    const by = { id: actor.id, name: displayName(actor) };
    await inTransaction(async (tx) => {
      await claimImportUpload(tx, upload.id);
      for (const row of added) {
        const id = await addBankQuestion(tx, row.content as NonNullable<CheckedQuestion["content"]>, by);
        const { question, ...options } = pictures.get(row.line) ?? {};
        if (!question && Object.keys(options).length === 0) continue;
        await tx.bankQuestion.update({
          where: { id },
          data: {
            ...(question
              ? {
                  imageKey: question.key,
                  imageWidth: question.width,
                  imageHeight: question.height,
                  imageAlt: question.alt,
                }
              : {}),
            optionImages: JSON.stringify(
              Object.fromEntries(Object.entries(options).map(([letter, image]) => [letter.toUpperCase(), image])),
            ),
          },
        });
      }
    });
  } catch (error) {
    await Promise.all(stored.map((key) => removeSiteImage(key)));
    throw error;
  }
  await fileStore().remove(upload.storeName);
  const skipped = rows.length - added.length;
  return {
    added: added.length,
    skipped,
    message: say(
      "Imported {{count}} questions; {{skipped}} left out",
      { count: added.length, skipped },
      "bank-imports",
    ),
  };
}

/** A row's pictures stored as site images of a question (the upload path's checks and sizes); keys noted in `stored`. */
async function storePictures(
  row: CheckedQuestion,
  picture: (path: string) => Promise<Uint8Array>,
  stored: string[],
): Promise<Partial<Record<PicturePlace, StoredPicture>>> {
  const out: Partial<Record<PicturePlace, StoredPicture>> = {};
  for (const [place, found] of Object.entries(row.pictures) as [PicturePlace, { path: string; alt: string }][]) {
    const bytes = await picture(found.path);
    // Written as a received file, so the image path treats it as an upload (PNG, JPEG or WebP only).
    const path = await newTempPath();
    await writeFile(path, bytes);
    try {
      const image = await storeSiteImage({ path, size: bytes.length }, "question").catch((error) => {
        const reason = error instanceof Error ? error.message : "";
        throw invalid(
          say("Question {{line}}: {{reason}}", { line: row.line, reason: requestTranslator()(reason) }, "bank-imports"),
        );
      });
      stored.push(image.key);
      out[place] = { ...image, alt: found.alt };
    } finally {
      await rm(path, { force: true });
    }
  }
  return out;
}

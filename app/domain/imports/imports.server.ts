import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { db } from "~/db.server";
import type { Prisma } from "~/generated/prisma/client";
import type { ImportColumnsInput, ImportUploadInput } from "~/schemas/imports";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { invalid, notFound } from "../core/errors.server";
import { say } from "../core/say.server";
import { inTransaction } from "../core/transaction.server";
import { fileStore } from "../files/file-store.server";
import type { ReceivedFile } from "../files/stored-files";
import { checkFees } from "./import-fees.server";
import {
  fieldNamesOf,
  guessMapping,
  headingsKey,
  IMPORT_KINDS,
  type ImportKind,
  KIND_FIELDS,
  type Mapping,
  missingFields,
} from "./import-fields";
import { importLookups } from "./import-lookups.server";
import { checkMarks } from "./import-marks.server";
import { type CheckedRow, mappedRows } from "./import-rows";
import { checkStudents } from "./import-students.server";
import { readSpreadsheet, type Sheet } from "./spreadsheets.server";

type Tx = Prisma.TransactionClient;

export const NO_SUCH_IMPORT = "This import is finished or has expired: upload the file again.";

/**
 * An import in three steps: the file is uploaded and kept in the file store (so the mapping and the preview need no
 * second upload), its columns are mapped to the app's fields, and every row is checked and shown; the import writes
 * all rows in one transaction, or none while any row has a problem (docs/decisions/201-imports-from-spreadsheets.md).
 */
export async function receiveImport(actor: Actor, input: ImportUploadInput, file: ReceivedFile | null) {
  assertTeacher(actor);
  if (!file) throw invalid("Choose a CSV or Excel file to import", { file: ["Choose a CSV or Excel file to import"] });
  const sheet = await readSpreadsheet(await readFile(file.path));
  return { uploadId: await keepImportFile(actor.id, input.kind, file, sheetFor(input.kind, sheet)) };
}

/**
 * Keeps an uploaded file in the file store until its import is done, with the row that finds it (its teacher and
 * kind); every import (spreadsheets, the bank's questions) waits here, and the hourly sweep removes what is left.
 */
export async function keepImportFile(teacherId: number, kind: string, file: ReceivedFile, sheet = "") {
  const storeName = `imports/${randomBytes(16).toString("hex")}`;
  await fileStore().keep(file, storeName);
  const upload = await db.importUpload.create({ data: { teacherId, kind, storeName, sheet }, select: { id: true } });
  return upload.id;
}

/** A workbook exported here has a sheet named for each kind ("students", "plans", "marks"): it is read by default. */
const SHEET_OF_KIND: Record<ImportKind, string> = { students: "students", fees: "plans", marks: "marks" };
const sheetFor = (kind: ImportKind, sheet: Sheet) =>
  sheet.sheets.includes(SHEET_OF_KIND[kind]) ? SHEET_OF_KIND[kind] : sheet.sheet;

async function uploadOf(actor: Actor, uploadId: number) {
  assertTeacher(actor);
  const upload = await db.importUpload.findFirst({ where: { id: uploadId, teacherId: actor.id } });
  if (!upload || !IMPORT_KINDS.includes(upload.kind as ImportKind)) throw notFound(NO_SUCH_IMPORT);
  return { ...upload, kind: upload.kind as ImportKind };
}

/** The uploaded file's bytes, from the file store. */
export async function importBytes(storeName: string) {
  const opened = await fileStore().open(storeName);
  if (!opened) throw notFound(NO_SUCH_IMPORT);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Upload = Awaited<ReturnType<typeof uploadOf>>;

/** The mapping in use: the teacher's choice for this file, else the one remembered for these headings, else a guess. */
async function mappingFor(client: Tx, upload: Upload, headings: string[]): Promise<Mapping> {
  const fits = (mapping: Mapping) => headings.every((heading) => heading in mapping);
  const chosen = upload.mapping ? (JSON.parse(upload.mapping) as Mapping) : null;
  if (chosen && fits(chosen)) return chosen;
  const remembered = await client.importMapping.findUnique({
    where: { kind_headings: { kind: upload.kind, headings: headingsKey(headings) } },
  });
  const kept = remembered ? (JSON.parse(remembered.mapping) as Mapping) : null;
  return kept && fits(kept) ? kept : guessMapping(upload.kind, headings);
}

async function checkRows(client: Tx, kind: ImportKind, sheet: Sheet, mapping: Mapping) {
  const rows = mappedRows(sheet.headings, sheet.rows, mapping);
  const lookups = await importLookups(client);
  if (kind === "fees") return checkFees(rows, lookups, client);
  if (kind === "marks") return checkMarks(rows, lookups, client);
  const headingOf = (field: string) => sheet.headings.find((heading) => mapping[heading] === field) ?? "";
  return checkStudents(rows, lookups, headingOf);
}

/** The columns a file without a name column cannot do without: a student's name is in "name" or "first_name". */
function missingOf(kind: ImportKind, mapping: Mapping) {
  const missing = missingFields(kind, mapping).map((spec) => spec.label);
  const filled = new Set(Object.values(mapping));
  if (kind === "students" && !filled.has("name") && !filled.has("first_name")) missing.push("Name");
  return missing;
}

async function previewOf(client: Tx, upload: Upload, bytes?: Uint8Array) {
  const sheet = await readSpreadsheet(bytes ?? (await importBytes(upload.storeName)), upload.sheet);
  const mapping = await mappingFor(client, upload, sheet.headings);
  const missing = missingOf(upload.kind, mapping);
  const check = missing.length ? null : await checkRows(client, upload.kind, sheet, mapping);
  const rows: CheckedRow[] = check?.checked ?? [];
  return {
    preview: {
      uploadId: upload.id,
      kind: upload.kind,
      sheets: sheet.sheets,
      sheet: sheet.sheet,
      headings: sheet.headings,
      columns: sheet.headings.map((heading) => mapping[heading] ?? ""),
      fields: KIND_FIELDS[upload.kind].map(({ field, label, required }) => ({ field, label, required: !!required })),
      missing,
      rows,
      problems: rows.reduce((all, row) => all + Object.keys(row.problems).length, 0),
      newRows: rows.filter((row) => row.state === "new").length,
      existingRows: rows.filter((row) => row.state === "existing").length,
    },
    write: check?.write,
  };
}

export type ImportPreview = Awaited<ReturnType<typeof previewOf>>["preview"];

/** Every row of the uploaded file checked, with the mapping in use; nothing is saved. */
export async function importPreview(actor: Actor, uploadId: number) {
  return (await previewOf(db, await uploadOf(actor, uploadId))).preview;
}

/** The teacher's choice of sheet and columns, kept for this file and remembered for the next with these headings. */
export async function chooseColumns(actor: Actor, uploadId: number, input: ImportColumnsInput) {
  const upload = await uploadOf(actor, uploadId);
  const sheetName = input.sheet || upload.sheet;
  const sheet = await readSpreadsheet(await importBytes(upload.storeName), sheetName);
  const known = new Set(fieldNamesOf(upload.kind));
  if (sheet.sheet !== upload.sheet || input.columns.length === 0) {
    await db.importUpload.update({ where: { id: upload.id }, data: { sheet: sheet.sheet, mapping: null } });
    return importPreview(actor, uploadId);
  }
  const columns = sheet.headings.map((_, index) => input.columns[index] ?? "");
  const bad = columns.find((field) => field !== "" && !known.has(field));
  if (bad !== undefined) throw invalid("Choose one of the fields for each column");
  const taken = columns.filter(Boolean);
  if (new Set(taken).size !== taken.length) throw invalid("Choose each field for one column only");
  const mapping = JSON.stringify(Object.fromEntries(sheet.headings.map((heading, index) => [heading, columns[index]])));
  const headings = headingsKey(sheet.headings);
  await db.importUpload.update({ where: { id: upload.id }, data: { mapping } });
  await db.importMapping.upsert({
    where: { kind_headings: { kind: upload.kind, headings } },
    create: { kind: upload.kind, headings, mapping },
    update: { mapping },
  });
  return importPreview(actor, uploadId);
}

/**
 * Imports every row in one transaction, or nothing while any row has a problem. Rows already here (matched by
 * e-mail, mobile or roll number; by student and plan; by student and test) are left, so a second import of the same
 * file changes nothing. The uploaded file is removed once imported.
 */
export async function commitImport(actor: Actor, uploadId: number) {
  const upload = await uploadOf(actor, uploadId);
  // Read before the transaction opens: a file in a bucket may take a while, and the transaction holds the database.
  const bytes = await importBytes(upload.storeName);
  const result = await inTransaction(async (tx) => {
    await claimImportUpload(tx, upload.id);
    const { preview, write } = await previewOf(tx, upload, bytes);
    if (!write || preview.missing.length || preview.problems > 0)
      throw invalid("Nothing was imported: fix the problems shown in the file and upload it again.");
    await write(tx);
    return preview;
  });
  await fileStore().remove(upload.storeName);
  return {
    added: result.newRows,
    existing: result.existingRows,
    message: say(
      "Imported: {{count}} rows added, {{existing}} already here",
      { count: result.newRows, existing: result.existingRows },
      "imports",
    ),
  };
}

/**
 * The upload taken first in an import's transaction: of two imports of it at once (a form sent twice), the second
 * finds it gone and imports nothing.
 */
export async function claimImportUpload(tx: Tx, uploadId: number) {
  const { count } = await tx.importUpload.deleteMany({ where: { id: uploadId } });
  if (count === 0) throw notFound(NO_SUCH_IMPORT);
}

/** Uploads waiting longer than this were given up: they and their files go (the hourly sweep). */
export const IMPORT_WAITS_MS = 24 * 60 * 60_000;

export async function sweepStaleImports(at: Date) {
  const stale = await db.importUpload.findMany({
    where: { createdAt: { lt: new Date(at.getTime() - IMPORT_WAITS_MS) } },
    select: { id: true, storeName: true },
  });
  for (const upload of stale) {
    await fileStore().remove(upload.storeName);
    await db.importUpload.delete({ where: { id: upload.id } });
  }
  return stale.length;
}

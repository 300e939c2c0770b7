import type { TFunction } from "i18next";
import { db } from "~/db.server";
import { translatorFor } from "~/i18n/catalogues.server";
import type { Language } from "~/i18n/languages";
import type { Actor } from "../access/actor";
import { studentsSeeingBatch } from "../access/rules.server";
import { notFound } from "../core/errors.server";
import { letterheadOf } from "../documents/letterhead.server";
import { newPdf, type Pdf } from "../documents/pdf-document.server";
import { drawCutMarks, drawIdCard, SHEET, slotOnSheet } from "./id-card-pdf.server";
import { idCardFacts, studentForIdCard } from "./id-cards.server";
import {
  familyReportCard,
  type ReportCard,
  reportCardOf,
  studentForReport,
  studentReportCard,
} from "./report-card-figures.server";
import { drawReportCard } from "./report-card-pdf.server";

/** A run's params (run-kinds.server.ts registers the kinds below, which therefore name none of its types). */
type RunParams = Record<string, string | number>;
type Item = { language: Language; slot: number };

/** The words of report cards and ID cards, in the paper's language. */
const wordsIn = (language: Language) => translatorFor(language, "documents-cards");

/** A paper for one student, answered as a download: its bytes and a file name that says whose it is. */
export type Paper = { bytes: Buffer; filename: string };

/** "report-card-aarav-sharma.pdf": the name's letters (a Hindi name's matras with them), everything else a dash. */
const filenameOf = (what: string, name: string) =>
  `${what}-${name
    .normalize("NFC")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()}.pdf`;

async function reportCardPaper(card: ReportCard, language: Language): Promise<Paper> {
  const t = wordsIn(language);
  const pdf = await newPdf({ size: "A4", title: `${t("Report card")}: ${card.student.name}`, language });
  drawReportCard(pdf, card, await letterheadOf(), t, language);
  return { bytes: await pdf.bytes(), filename: filenameOf("report-card", card.student.name) };
}

/** One student's report card as a PDF, for a teacher or the student themself. */
export async function studentReportCardPdf(actor: Actor, studentId: number, language: Language) {
  return reportCardPaper(await studentReportCard(actor, studentId), language);
}

/** The report card of the one student whose parent link it is, as a PDF. */
export async function familyReportCardPdf(token: string, language: Language) {
  return reportCardPaper(await familyReportCard(token), language);
}

/** One student's ID card as a PDF of the card's own size, for a teacher or the (enrolled) student themself. */
export async function idCardPdf(actor: Actor, studentId: number, language: Language): Promise<Paper> {
  const student = await studentForIdCard(actor, studentId);
  const t = wordsIn(language);
  const card = await idCardFacts(student.id);
  const pdf = await newPdf({ size: "CR80", margin: 0, title: `${t("Student ID card")}: ${card.name}`, language });
  await drawIdCard(pdf, card, await letterheadOf(), t, { x: 0, y: 0 });
  return { bytes: await pdf.bytes(), filename: filenameOf("id-card", card.name) };
}

/** A batch's enrolled students in roll-number order: whose report cards and ID cards a batch's run makes. */
async function studentsOfBatch(params: RunParams) {
  const batchId = Number(params.batchId);
  const students = await db.user.findMany({
    where: studentsSeeingBatch(batchId),
    orderBy: [{ rollNo: "asc" }, { firstName: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return students.map((student) => student.id);
}

async function batchName(params: RunParams) {
  const batch = await db.batch.findUnique({ where: { id: Number(params.batchId) }, select: { name: true } });
  return batch?.name ?? "";
}

/** Whether the batch of a run asked for exists (the button's action checks before it starts one). */
export async function assertBatch(batchId: number) {
  if (!(await db.batch.findUnique({ where: { id: batchId }, select: { id: true } }))) {
    throw notFound("That batch does not exist.");
  }
}

/** A batch's report cards in one A4 file: each student's card from a fresh page. */
export const reportCardsBatch = {
  size: "A4" as const,
  title: async (params: RunParams, t: TFunction) =>
    t("Report cards: {{batch}}", { ns: "documents-cards", batch: await batchName(params) }),
  items: studentsOfBatch,
  async add(pdf: Pdf, studentId: number, { language }: Item) {
    const card = await reportCardOf(await studentForReport(studentId));
    drawReportCard(pdf, card, await letterheadOf(), wordsIn(language), language);
  },
};

/** A batch's ID cards on A4 sheets of 2 × 5 with cut marks. */
export const idCardsBatch = {
  size: "A4" as const,
  perPage: SHEET.columns * SHEET.rows,
  title: async (params: RunParams, t: TFunction) =>
    t("ID cards: {{batch}}", { ns: "documents-cards", batch: await batchName(params) }),
  items: studentsOfBatch,
  async add(pdf: Pdf, studentId: number, { language, slot }: Item) {
    if (slot === 0) drawCutMarks(pdf);
    await drawIdCard(pdf, await idCardFacts(studentId), await letterheadOf(), wordsIn(language), slotOnSheet(slot));
  },
};

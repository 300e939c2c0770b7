import type { TFunction } from "i18next";
import type { Language } from "~/i18n/languages";
import { formatDay, formatIsoDay } from "../core/format.server";
import { now } from "../core/time.server";
import { drawLetterhead, type Letterhead } from "../documents/letterhead.server";
import type { Pdf } from "../documents/pdf-document.server";
import { totalText } from "../marks/totals";
import type { ReportCard } from "./report-card-figures.server";

type Test = ReportCard["subjects"][number]["tests"][number];
const marksText = (test: Test, t: TFunction) =>
  test.attempted ? `${test.marks} / ${test.max}` : test.entered ? t("Absent") : "–";

export const MARGIN = 42;
const GREY = "#555";
const RULE = "#c8c8c8";
const SIZE = 9.5;

/**
 * One student's report card on A4 pages from the top of the current page: the letterhead, who it is for, each
 * subject's published tests with the marks and the subject's total, the overall total, attendance, the teacher's
 * remarks and the signature lines. A long card goes on to further pages, the table's head drawn again.
 */
export function drawReportCard(pdf: Pdf, card: ReportCard, head: Letterhead, t: TFunction, language: Language) {
  const { doc } = pdf;
  const width = pdf.width - 2 * MARGIN;
  const bottom = pdf.height - MARGIN;
  let y = drawLetterhead(pdf, head, { x: MARGIN, y: MARGIN, width, title: t("Report card") });

  const roomFor = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage();
    y = MARGIN;
  };
  const rule = (at: number, color = RULE) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + width, at)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke();

  // Who it is for, two facts a line.
  const facts: [string, string][] = [
    [t("Student"), card.student.name],
    [t("Batch"), card.student.batchName],
    [t("Roll number"), card.student.rollNo === null ? "–" : String(card.student.rollNo)],
    [t("Date"), formatDay(now(), language)],
  ];
  const half = width / 2;
  for (let index = 0; index < facts.length; index += 2) {
    const line = facts.slice(index, index + 2).map(([label, value], column) => {
      const x = MARGIN + column * half;
      const labelWidth = pdf.widthOf(`${label}: `, { size: SIZE, bold: true });
      pdf.text(`${label}:`, x, y, labelWidth, { size: SIZE, bold: true });
      return pdf.text(value, x + labelWidth, y, half - labelWidth - 8, { size: SIZE });
    });
    y += Math.max(...line);
  }
  y += 8;

  const columns = { test: width * 0.56, day: width * 0.2, marks: width * 0.24 };
  const tableHead = () => {
    pdf.text(t("Test"), MARGIN, y, columns.test, { size: 8.5, bold: true, color: GREY });
    pdf.text(t("Date"), MARGIN + columns.test, y, columns.day, { size: 8.5, bold: true, color: GREY });
    y += pdf.text(t("Marks"), MARGIN + columns.test + columns.day, y, columns.marks, {
      size: 8.5,
      bold: true,
      color: GREY,
      align: "right",
    });
    rule(y);
    y += 2;
  };

  if (card.subjects.length === 0) y += pdf.text(t("No subjects yet."), MARGIN, y, width, { size: SIZE, color: GREY });
  for (const subject of card.subjects) {
    roomFor(60);
    y += pdf.text(subject.name, MARGIN, y, width, { size: 11.5, bold: true }) + 1;
    if (subject.tests.length === 0) {
      y += pdf.text(t("No results published yet."), MARGIN, y, width, { size: SIZE, color: GREY }) + 8;
      continue;
    }
    tableHead();
    for (const test of subject.tests) {
      const height = pdf.heightOf(test.name, columns.test - 6, { size: SIZE });
      if (y + height > bottom) {
        roomFor(bottom);
        tableHead();
      }
      pdf.text(test.name, MARGIN, y, columns.test - 6, { size: SIZE });
      pdf.text(formatIsoDay(test.date, language), MARGIN + columns.test, y, columns.day, { size: SIZE });
      pdf.text(marksText(test, t), MARGIN + columns.test + columns.day, y, columns.marks, {
        size: SIZE,
        align: "right",
      });
      y += height;
      rule(y);
      y += 1;
    }
    roomFor(20);
    const label = t("Total in {{subject}}", { subject: subject.name });
    pdf.text(label, MARGIN, y, columns.test + columns.day, { size: SIZE, bold: true });
    y +=
      pdf.text(totalText(subject.total), MARGIN + columns.test + columns.day, y, columns.marks, {
        size: SIZE,
        bold: true,
        align: "right",
      }) + 10;
  }

  roomFor(40);
  rule(y, "#888");
  y += 5;
  y += pdf.text(t("Overall: {{total}}", { total: totalText(card.overall) }), MARGIN, y, width, {
    size: 11,
    bold: true,
  });
  const attendance =
    card.attendance.percent === null
      ? t("No attendance taken yet.")
      : t("{{percent}}% ({{attended}} of {{classes}} classes)", card.attendance);
  y += pdf.text(`${t("Attendance")}: ${attendance}`, MARGIN, y, width, { size: SIZE }) + 10;

  if (card.remarks) {
    const text = card.remarks.text;
    const inside = width - 16;
    const byline = t("{{teacher}}, {{day}}", {
      teacher: card.remarks.writtenBy,
      day: formatDay(card.remarks.writtenAt, language),
    });
    const height = 8 + 16 + pdf.heightOf(text, inside, { size: SIZE }) + pdf.heightOf(byline, inside, { size: 8 }) + 6;
    roomFor(height);
    doc.roundedRect(MARGIN, y, width, height, 4).lineWidth(0.6).strokeColor("#999").stroke();
    let inner = y + 6;
    inner += pdf.text(t("Teacher's remarks"), MARGIN + 8, inner, inside, { size: 10, bold: true });
    inner += pdf.text(text, MARGIN + 8, inner, inside, { size: SIZE });
    pdf.text(byline, MARGIN + 8, inner, inside, { size: 8, color: GREY, align: "right" });
    y += height + 10;
  }

  roomFor(50);
  const signatureY = Math.max(y + 30, bottom - 20);
  for (const [index, label] of [t("Parent's signature"), t("Teacher's signature")].entries()) {
    const x = MARGIN + index * (width / 2 + 20);
    const lineWidth = width / 2 - 20;
    doc
      .moveTo(x, signatureY)
      .lineTo(x + lineWidth, signatureY)
      .lineWidth(0.5)
      .strokeColor("#444")
      .stroke();
    pdf.text(label, x, signatureY + 3, lineWidth, { size: 8.5, color: GREY, align: "center" });
  }
}

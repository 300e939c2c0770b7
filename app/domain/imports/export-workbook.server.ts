import { db } from "~/db.server";
import type { Actor } from "../access/actor";
import { assertTeacher } from "../access/guards.server";
import { permittedSubjectNames } from "../access/registrations.server";
import { enquiriesSheet } from "../admissions/enquiries-sheet.server";
import { rupeesText } from "../fees/money";
import { instalmentsText } from "./import-fees.server";

type Value = string | number;
/** One sheet of the export: its name, its headings, and its rows read when the workbook is written. */
type ExportSheet = { name: string; columns: string[]; rows: () => Promise<Value[][]> };

const rupees = (paise: number) => Number(rupeesText(paise));
const guardianColumns = (prefix: string) => ["name", "relation", "mobile", "email"].map((part) => `${prefix}_${part}`);

/** The students, with their first two guardians and permitted subjects: the columns the students' import reads. */
const studentsSheet: ExportSheet = {
  name: "students",
  columns: [
    "batch",
    "roll_no",
    "first_name",
    "last_name",
    "email",
    "mobile",
    ...guardianColumns("guardian"),
    ...guardianColumns("guardian2"),
    "subjects",
    "deactivated",
  ],
  rows: async () => {
    const subjects = await permittedSubjectNames();
    const students = await db.user.findMany({
      where: { role: "student" },
      orderBy: [{ batchId: "asc" }, { rollNo: "asc" }, { id: "asc" }],
      select: {
        id: true,
        firstName: true,
        lastName: true,
        email: true,
        mobile: true,
        rollNo: true,
        deactivatedAt: true,
        batch: { select: { name: true } },
        guardians: {
          orderBy: { id: "asc" },
          take: 2,
          select: { name: true, relation: true, mobile: true, email: true },
        },
      },
    });
    return students.map((student) => {
      const guardian = (index: number) => {
        const one = student.guardians[index];
        return one ? [one.name, one.relation, one.mobile, one.email ?? ""] : ["", "", "", ""];
      };
      return [
        student.batch?.name ?? "",
        student.rollNo ?? "",
        student.firstName,
        student.lastName,
        student.email,
        student.mobile ?? "",
        ...guardian(0),
        ...guardian(1),
        (subjects.get(student.id) ?? []).join(", "),
        student.deactivatedAt ? "yes" : "",
      ];
    });
  },
};

const guardiansSheet: ExportSheet = {
  name: "guardians",
  columns: ["email", "student", "guardian_name", "guardian_relation", "guardian_mobile", "guardian_email", "language"],
  rows: async () => {
    const guardians = await db.guardian.findMany({
      orderBy: [{ studentId: "asc" }, { id: "asc" }],
      select: {
        name: true,
        relation: true,
        mobile: true,
        email: true,
        language: true,
        student: { select: { email: true, firstName: true, lastName: true } },
      },
    });
    return guardians.map((one) => [
      one.student.email,
      `${one.student.firstName} ${one.student.lastName}`.trim(),
      one.name,
      one.relation,
      one.mobile,
      one.email ?? "",
      one.language,
    ]);
  },
};

/** Each student on a plan: the plan with its instalments, the discount, and all they have paid (the fees' import). */
const plansSheet: ExportSheet = {
  name: "plans",
  columns: ["email", "batch", "plan", "plan_total", "instalments", "discount", "discount_reason", "paid_before"],
  rows: async () => {
    const accounts = await db.feeAccount.findMany({
      orderBy: { id: "asc" },
      select: {
        discountPaise: true,
        discountReason: true,
        student: { select: { email: true } },
        plan: {
          select: {
            name: true,
            totalPaise: true,
            batch: { select: { name: true } },
            instalments: { orderBy: { position: "asc" }, select: { amountPaise: true, dueOn: true } },
          },
        },
        payments: { where: { reversal: null }, select: { amountPaise: true } },
        paidBefore: { select: { amountPaise: true } },
      },
    });
    return accounts.map((account) => [
      account.student.email,
      account.plan.batch.name,
      account.plan.name,
      rupees(account.plan.totalPaise),
      instalmentsText(account.plan.instalments),
      rupees(account.discountPaise),
      account.discountReason,
      rupees(account.payments.reduce((all, one) => all + one.amountPaise, account.paidBefore?.amountPaise ?? 0)),
    ]);
  },
};

const paymentsSheet: ExportSheet = {
  name: "payments",
  columns: ["email", "receipt_no", "paid_on", "amount", "mode", "reference", "reversed"],
  rows: async () => {
    const [before, payments] = await Promise.all([
      db.feePaidBefore.findMany({
        orderBy: { id: "asc" },
        select: { amountPaise: true, account: { select: { student: { select: { email: true } } } } },
      }),
      db.feePayment.findMany({
        orderBy: { id: "asc" },
        select: {
          receiptNo: true,
          paidOn: true,
          amountPaise: true,
          mode: true,
          reference: true,
          reversal: { select: { reason: true } },
          account: { select: { student: { select: { email: true } } } },
        },
      }),
    ]);
    return [
      ...before.map((one) => [one.account.student.email, "", "", rupees(one.amountPaise), "paid before", "", ""]),
      ...payments.map((one) => [
        one.account.student.email,
        one.receiptNo,
        one.paidOn,
        rupees(one.amountPaise),
        one.mode,
        one.reference,
        one.reversal ? one.reversal.reason : "",
      ]),
    ];
  },
};

const marksSheet: ExportSheet = {
  name: "marks",
  columns: ["email", "batch", "subject", "test", "test_date", "max_marks", "marks", "remark"],
  rows: async () => {
    const results = await db.result.findMany({
      orderBy: [{ testId: "asc" }, { studentId: "asc" }],
      select: {
        marks: true,
        attempted: true,
        remark: true,
        student: { select: { email: true } },
        test: {
          select: {
            name: true,
            date: true,
            maxMarks: true,
            batch: { select: { name: true } },
            subject: { select: { name: true } },
          },
        },
      },
    });
    return results.map((one) => [
      one.student.email,
      one.test.batch.name,
      one.test.subject.name,
      one.test.name,
      one.test.date,
      one.test.maxMarks,
      one.attempted ? one.marks : "absent",
      one.remark ?? "",
    ]);
  },
};

const attendanceSheet: ExportSheet = {
  name: "attendance",
  columns: ["date", "batch", "subject", "start", "email", "status"],
  rows: async () => {
    const marks = await db.attendanceMark.findMany({
      orderBy: [{ date: "asc" }, { classId: "asc" }, { studentId: "asc" }],
      select: {
        date: true,
        status: true,
        student: { select: { email: true } },
        class: { select: { startTime: true, batch: { select: { name: true } }, subject: { select: { name: true } } } },
      },
    });
    return marks.map((one) => [
      one.date,
      one.class.batch.name,
      one.class.subject.name,
      one.class.startTime,
      one.student.email,
      one.status,
    ]);
  },
};

/** The workbook's sheets in order; the enquiries are the admissions area's (read back by no import: they stay here). */
const EXPORT_SHEETS: ExportSheet[] = [
  studentsSheet,
  guardiansSheet,
  plansSheet,
  paymentsSheet,
  marksSheet,
  attendanceSheet,
  enquiriesSheet,
];

/**
 * 'Export everything': one .xlsx workbook of the institute's records, in the columns the import reads, so leaving
 * is as easy as arriving. exceljs is loaded only when a workbook is written (decision 201).
 */
export async function exportEverything(actor: Actor) {
  assertTeacher(actor);
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  for (const sheet of EXPORT_SHEETS) {
    const worksheet = workbook.addWorksheet(sheet.name);
    worksheet.addRow(sheet.columns).font = { bold: true };
    for (const row of await sheet.rows()) worksheet.addRow(row);
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

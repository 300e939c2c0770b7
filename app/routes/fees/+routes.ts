import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** A student's fee account, on the student's page. */
export const feeDialogsOnStudent = [
  route("fees/plan", "routes/fees/teacher/student-plan.tsx"),
  route("fees/payment", "routes/fees/teacher/record-payment.tsx"),
  route("fees/payments/:paymentId/reverse", "routes/fees/teacher/reverse-payment.tsx"),
  route("fees/tax", "routes/fees/teacher/student-tax.tsx"), // the student's GSTIN and state
];

/** Fees: plans, payments, dues and receipts for the teacher; the student's fees and UPI reports. */
export const feesRoutes: AreaRoutes = {
  open: [
    // The dues list as CSV, and a printable receipt for the teacher or its own student
    route("teacher/fees/dues.csv", "routes/fees/teacher/dues-csv.ts"),
    route("fees/receipts/:paymentId", "routes/fees/receipt.tsx"),
    // A receipt as PDF: for its reader, and from the parent's page through the family's link
    route("fees/receipts/:paymentId/pdf", "routes/fees/receipt-pdf.ts"),
    route("family/:token/receipts/:receipt/pdf", "routes/fees/family-receipt-pdf.ts"),
  ],
  student: [route("fees", "routes/fees/student/fees.tsx")],
  teacher: [
    route("teacher/fees", "routes/fees/teacher/home.tsx", [
      route("plans/new", "routes/fees/teacher/new-plan.tsx"),
      route("plans/:planId", "routes/fees/teacher/edit-plan.tsx"),
      route("reports/:reportId/reject", "routes/fees/teacher/reject-report.tsx"),
    ]),
    route("teacher/fees/dues", "routes/fees/teacher/dues.tsx"),
    // The accountant's GST month as CSV, and a month's or a batch's receipts as one PDF
    route("teacher/fees/papers", "routes/fees/teacher/papers.tsx"),
    route("teacher/fees/gst-month.csv", "routes/fees/teacher/gst-month-csv.ts"),
    route("teacher/fees/batches/:batchId", "routes/fees/teacher/batch.tsx"),
    route("teacher/students/:studentId/fees/remind", "routes/fees/teacher/remind.ts"),
  ],
  api: [
    route("teacher/fees/plans", "routes/fees/api/plans.ts"),
    route("teacher/fees/plans/:id", "routes/fees/api/plan.ts"),
    route("teacher/fees/plans/:id/retire", "routes/fees/api/retire-plan.ts"),
    route("teacher/fees/accounts", "routes/fees/api/accounts.ts"),
    route("teacher/fees/accounts/many", "routes/fees/api/accounts-many.ts"),
    route("teacher/fees/students/:id", "routes/fees/api/student-account.ts"),
    route("teacher/fees/students/:id/tax", "routes/fees/api/student-tax.ts"),
    route("teacher/fees/gst", "routes/fees/api/gst-settings.ts"),
    route("teacher/fees/payments", "routes/fees/api/payments.ts"),
    route("teacher/fees/payments/:id/reverse", "routes/fees/api/reverse-payment.ts"),
    route("teacher/fees/dues", "routes/fees/api/dues.ts"),
    route("teacher/fees/upi-reports/:id/confirm", "routes/fees/api/confirm-report.ts"),
    route("teacher/fees/upi-reports/:id/reject", "routes/fees/api/reject-report.ts"),
    route("student/fees", "routes/fees/api/my-fees.ts"),
    route("student/fees/upi-reports", "routes/fees/api/report-upi.ts"),
    route("fees/receipts/:id", "routes/fees/api/receipt.ts"),
    route("teacher/fees/receipts-pdf", "routes/fees/api/receipts-pdf.ts"),
  ],
};

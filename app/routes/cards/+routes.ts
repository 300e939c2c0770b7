import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** The student's photo and the teacher's remarks, as dialogs of the teacher's student page. */
export const cardDialogsOnStudent = [
  route("photo", "routes/cards/teacher/photo.tsx"),
  route("remarks", "routes/cards/teacher/remarks.tsx"),
];

/** Report cards and ID cards: the student's photo, the teacher's remarks, the PDFs, and a card's verification page. */
export const cardsRoutes: AreaRoutes = {
  open: [
    // What an ID card's QR code opens: anyone holding the card
    route("verify/:token", "routes/cards/verify.tsx"),
    route("teacher/students/:studentId/photo.webp", "routes/cards/teacher/photo-image.ts"),
    route("teacher/students/:studentId/report-card.pdf", "routes/cards/teacher/report-card-pdf.ts"),
    route("teacher/students/:studentId/id-card.pdf", "routes/cards/teacher/id-card-pdf.ts"),
    route("my-details/photo.webp", "routes/cards/student/photo-image.ts"),
    route("report.pdf", "routes/cards/student/report-card-pdf.ts"),
    route("id-card.pdf", "routes/cards/student/id-card-pdf.ts"),
    // The parent's page's report card, through the family's link
    route("family/:token/report-card.pdf", "routes/cards/family-report-card-pdf.ts"),
  ],
  student: [route("my-details/photo", "routes/cards/student/photo.tsx")],
  teacher: [route("teacher/students/:studentId/report-card", "routes/cards/teacher/report-card.tsx")],
  api: [
    route("teacher/students/:id/photo", "routes/cards/api/student-photo.ts"),
    route("teacher/students/:id/remarks", "routes/cards/api/remarks.ts"),
    route("teacher/students/:id/report-card", "routes/cards/api/report-card.ts"),
    route("teacher/students/:id/report-card.pdf", "routes/cards/api/report-card-pdf.ts"),
    route("teacher/students/:id/id-card.pdf", "routes/cards/api/id-card-pdf.ts"),
    route("teacher/course/:batchId/papers", "routes/cards/api/batch-papers.ts"),
    route("student/photo", "routes/cards/api/my-photo.ts"),
    route("verify/:token", "routes/cards/api/verify.ts"),
  ],
};

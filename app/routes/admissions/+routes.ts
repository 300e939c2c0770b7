import { route } from "@react-router/dev/routes";
import type { AreaRoutes } from "../+shared/area-routes";

/** Admissions: the public 'Enquire' form, the teacher's enquiries from the first call to 'Admit', the month's report. */
export const admissionsRoutes: AreaRoutes = {
  open: [
    route("enquire", "routes/admissions/public/enquire.tsx"),
    route("enquire/thanks", "routes/admissions/public/thanks.tsx"),
    route("teacher/enquiries/report.csv", "routes/admissions/teacher/report-csv.ts"),
  ],
  teacher: [
    route("teacher/enquiries", "routes/admissions/teacher/enquiries.tsx", [
      route("new", "routes/admissions/teacher/new-enquiry.tsx"),
    ]),
    route("teacher/enquiries/report", "routes/admissions/teacher/report.tsx"),
    route("teacher/enquiries/:enquiryId", "routes/admissions/teacher/enquiry.tsx", [
      route("stage", "routes/admissions/teacher/enquiry-stage.tsx"),
      route("note", "routes/admissions/teacher/enquiry-note.tsx"),
      route("admit", "routes/admissions/teacher/admit.tsx"),
    ]),
  ],
  api: [
    route("enquire", "routes/admissions/api/enquire.ts"),
    route("teacher/enquiries", "routes/admissions/api/enquiries.ts"),
    route("teacher/enquiries/report", "routes/admissions/api/report.ts"),
    route("teacher/enquiries/:id", "routes/admissions/api/enquiry.ts"),
    route("teacher/enquiries/:id/notes", "routes/admissions/api/notes.ts"),
    route("teacher/enquiries/:id/admit", "routes/admissions/api/admit.ts"),
  ],
};

import { assertTeacher } from "~/domain/access/guards.server";
import { studentReportCard } from "~/domain/cards/report-card-figures.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { apiHandler } from "~/http/api.server";
import { reportCardAnswer } from "./+presenter";

/** GET /teacher/students/{id}/report-card: the student's whole report card, as its PDF prints it. */
export const loader = apiHandler(async ({ actor, params }) => {
  assertTeacher(actor);
  return reportCardAnswer(await studentReportCard(actor, numericIdOf(params.id, "Student")));
});

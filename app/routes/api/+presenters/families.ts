import type { familyPage } from "~/domain/families/family-page.server";
import { attendanceJson } from "../classroom/present";
import { familyFeesAnswer } from "./fees";
import { presentTestResult } from "./marks";

/** GET /family/{token}: the parent page's data with the API's field names; results as /test/getTestResult gives them. */
export function presentFamilyPage(family: Awaited<ReturnType<typeof familyPage>>) {
  const { reportCard } = family;
  return {
    student: { name: family.student.name, batch_name: family.student.batchName },
    guardian_name: family.guardianName,
    results: family.results.map((result) => ({ ...presentTestResult(result), subject_name: result.subjectName })),
    report_card: {
      batch_name: reportCard.batchName,
      roll_no: reportCard.rollNo,
      subjects: reportCard.subjects,
      overall: reportCard.overall,
    },
    announcements: family.announcements,
    fees: family.fees ? familyFeesAnswer(family.fees) : null,
    attendance: attendanceJson(family.attendance),
  };
}

import { getSubject } from "~/domain/catalogue/subjects.server";
import { idPath } from "~/http/pages.server";
import { loadForStep } from "../../accounts/+shared/teacher-step.server";

/** The subject that rename-subject and delete-subject act on; both land back on its batch's page. */
export const loadSubject = loadForStep("subjectId", getSubject);
export const toBatchPage = (params: { batchId?: string }) => idPath`/teacher/course/${params.batchId}`;

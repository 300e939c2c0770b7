import { findWeek } from "~/domain/doubts/weeks.server";
import { loadForStep } from "../../accounts/+shared/teacher-step.server";

/** The week that rename-week and delete-week act on, over the teacher's home. */
export const loadWeek = loadForStep("weekId", findWeek);

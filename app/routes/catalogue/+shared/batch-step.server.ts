import { getBatch } from "~/domain/catalogue/batches.server";
import { loadForStep } from "../../accounts/+shared/teacher-step.server";

/** The batch that archive-batch, restore-batch and delete-batch confirm a step for; each lands on /teacher. */
export const loadBatch = loadForStep("batchId", getBatch);
export const toTeacherHome = () => "/teacher";

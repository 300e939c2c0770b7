import { deleteBatch, renameBatch } from "~/domain/catalogue/batches.server";
import { editableResource } from "~/http/api-resource.server";
import { newBatchSchema } from "~/schemas/batches";
import { savedBatchAnswer } from "./+presenter";

/** PATCH /teacher/batches/{id} `{batch_name,duration}`; DELETE (409 unless it has no students and no results). */
export const action = editableResource("Batch", newBatchSchema, renameBatch, deleteBatch, savedBatchAnswer);

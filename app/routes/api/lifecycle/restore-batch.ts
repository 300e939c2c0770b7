import { restoreBatch } from "~/domain/batches.server";
import { resourceStep } from "~/http/api-resource.server";

export const action = resourceStep("Batch", restoreBatch);

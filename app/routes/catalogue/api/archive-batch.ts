import { archiveBatch } from "~/domain/catalogue/batches.server";
import { resourceStep } from "~/http/api-resource.server";

export const action = resourceStep("Batch", archiveBatch);

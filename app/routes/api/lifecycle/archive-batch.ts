import { archiveBatch } from "~/domain/catalogue.server";
import { resourceStep } from "~/http/api-resource.server";

export const action = resourceStep("Batch", archiveBatch);

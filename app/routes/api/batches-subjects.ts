import { listBatchesAndSubjects } from "~/domain/catalogue.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(async () => ({
  ...(await listBatchesAndSubjects()),
  message: "Batches and subjects",
}));

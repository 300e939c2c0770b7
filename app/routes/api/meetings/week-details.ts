import { weekDetails } from "~/domain/weeks.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(({ params, actor }) => weekDetails(actor, params.weekId));

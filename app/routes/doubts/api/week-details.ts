import { weekDetails } from "~/domain/doubts/weeks.server";
import { apiHandler } from "~/http/api.server";
import { weekDetailsAnswer } from "./+presenter";

export const loader = apiHandler(async ({ params, actor }) =>
  weekDetailsAnswer(await weekDetails(actor, params.weekId)),
);

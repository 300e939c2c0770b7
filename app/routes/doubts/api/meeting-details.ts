import { meetingDetails } from "~/domain/doubts/meetings.server";
import { apiHandler } from "~/http/api.server";
import { meetingDetailsAnswer } from "./+presenter";

export const loader = apiHandler(async ({ params, actor }) =>
  meetingDetailsAnswer(await meetingDetails(actor, params.doubtId)),
);

import { acceptDoubtRequest } from "~/domain/doubts/meetings.server";
import { apiHandler } from "~/http/api.server";
import { acceptedAnswer } from "./+presenter";

export const action = apiHandler(async ({ params, actor }) =>
  acceptedAnswer(await acceptDoubtRequest(actor, params.doubtId)),
);

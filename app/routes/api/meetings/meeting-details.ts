import { meetingDetails } from "~/domain/meetings.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(({ params, actor }) => meetingDetails(actor, params.doubtId));

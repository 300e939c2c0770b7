import { acceptDoubtRequest } from "~/domain/meetings.server";
import { apiHandler } from "~/http/api.server";

export const action = apiHandler(({ params, actor }) => acceptDoubtRequest(actor, params.doubtId));

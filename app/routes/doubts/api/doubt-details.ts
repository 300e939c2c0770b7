import { doubtDetails } from "~/domain/doubts/booking.server";
import { apiHandler } from "~/http/api.server";
import { doubtDetailsAnswer } from "./+presenter";

export const loader = apiHandler(async ({ params }) => doubtDetailsAnswer(await doubtDetails(params.doubtId)));

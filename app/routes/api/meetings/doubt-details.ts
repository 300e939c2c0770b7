import { doubtDetails } from "~/domain/doubts/booking.server";
import { apiHandler } from "~/http/api.server";
import { doubtDetailsAnswer } from "../+presenters/doubts";

export const loader = apiHandler(async ({ params }) => doubtDetailsAnswer(await doubtDetails(params.doubtId)));

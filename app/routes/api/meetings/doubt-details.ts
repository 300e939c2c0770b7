import { doubtDetails } from "~/domain/booking.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(({ params }) => doubtDetails(params.doubtId));

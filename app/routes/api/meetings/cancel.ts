import { cancelBooking } from "~/domain/cancellations.server";
import { apiHandler } from "~/http/api.server";

/** Anyone holding the booking's id (the visitor, from their mail or /thanks page) may cancel it. */
export const action = apiHandler(({ params }) => cancelBooking(params.doubtId));

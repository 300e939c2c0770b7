import { cancelBooking } from "~/domain/doubts/cancellations.server";
import { addressOf, apiHandler } from "~/http/api.server";

/** Anyone holding the booking's id (the visitor, from their mail or /thanks page) may cancel it. */
export const action = apiHandler(({ params, context }) =>
  cancelBooking(params.doubtId, { address: addressOf(context) }),
);

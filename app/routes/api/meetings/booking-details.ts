import { bookingOffer } from "~/domain/booking.server";
import { apiHandler } from "~/http/api.server";

export const loader = apiHandler(() => bookingOffer());

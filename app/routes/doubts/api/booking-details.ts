import { bookingOffer } from "~/domain/doubts/booking.server";
import { apiHandler } from "~/http/api.server";
import { bookingOfferAnswer } from "./+presenter";

export const loader = apiHandler(async () => bookingOfferAnswer(await bookingOffer()));

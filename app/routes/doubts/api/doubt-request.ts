import { bookDoubtSession } from "~/domain/doubts/booking.server";
import { addressOf, apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { languageFrom } from "~/http/language.server";
import { bookingSchema } from "~/schemas/booking";

export const action = apiHandler(async ({ request, params, context }) => {
  const details = parseInput(bookingSchema, nested(await readJson(request), "details"));
  return bookDoubtSession(params.slotId, details, { address: addressOf(context), language: languageFrom(context) });
}, 201);

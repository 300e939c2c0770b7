import { verifyIdCard } from "~/domain/cards/id-card-links.server";
import { apiHandler } from "~/http/api.server";
import { verificationAnswer } from "./+presenter";

/** GET /verify/{token}: what an ID card's verification page says, for a scanning app. */
export const loader = apiHandler(async ({ params }) => verificationAnswer(await verifyIdCard(params.token ?? "")));

import { notFound } from "~/domain/core/errors.server";
import { apiFailure } from "~/http/api.server";

const answer = () => apiFailure(notFound("There is no such API endpoint."));
export const loader = answer;
export const action = answer;

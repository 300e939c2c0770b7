import { numericIdOf } from "~/domain/core/ids.server";
import { studentStanding } from "~/domain/series/standings.server";
import { apiHandler } from "~/http/api.server";
import { presentStudentStanding } from "./+presenter";

/** GET /series/{id} with the student's token: their own scores, standing and strength by chapter. */
export const loader = apiHandler(async ({ actor, params }) =>
  presentStudentStanding(await studentStanding(actor, numericIdOf(params.seriesId, "Test series"))),
);

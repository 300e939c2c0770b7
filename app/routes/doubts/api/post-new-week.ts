import { assertTeacher } from "~/domain/access/guards.server";
import { createWeek } from "~/domain/doubts/weeks.server";
import { apiHandler, nested, parseInput, readJson } from "~/http/api.server";
import { newWeekSchema } from "~/schemas/weeks";
import { savedWeekAnswer } from "./+presenter";

export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const input = parseInput(newWeekSchema, nested(await readJson(request), "details"));
  return savedWeekAnswer(await createWeek(actor, input));
}, 201);

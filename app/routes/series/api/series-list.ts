import { assertTeacher } from "~/domain/access/guards.server";
import { createSeries, listSeries } from "~/domain/series/series.server";
import { apiHandler, parseInput, queryOf, readJson } from "~/http/api.server";
import { listSearchSchema } from "~/schemas/paging";
import { seriesNameSchema } from "~/schemas/series";
import { presentSeries } from "./+presenter";

/** GET /teacher/series?page=: the series, newest first, each with its tests. */
export const loader = apiHandler(async ({ request, actor }) => {
  const { page } = parseInput(listSearchSchema, queryOf(request));
  const { series, ...facts } = await listSeries(actor, page);
  return { series: series.map(presentSeries), ...facts };
});

/** POST `{name}`: 201 with the new series; a name another series has is refused (409). */
export const action = apiHandler(async ({ request, actor }) => {
  assertTeacher(actor);
  const { series, message } = await createSeries(actor, parseInput(seriesNameSchema, await readJson(request)));
  return { series: presentSeries(series), message };
}, 201);

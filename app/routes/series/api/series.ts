import { assertTeacher } from "~/domain/access/guards.server";
import { numericIdOf } from "~/domain/core/ids.server";
import { deleteSeries, renameSeries } from "~/domain/series/series.server";
import { seriesStandings } from "~/domain/series/standings.server";
import { apiActions, apiHandler, parseInput, queryOf, readJson } from "~/http/api.server";
import { seriesNameSchema, seriesStandingsQuerySchema } from "~/schemas/series";
import { presentSeries, presentSeriesStandings } from "./+presenter";

const seriesIdOf = (params: Record<string, string | undefined>) => numericIdOf(params.seriesId, "Test series");

/** GET /teacher/series/{id}?batch_id=&page=: its tests and one batch's standings (the first batch unless named). */
export const loader = apiHandler(async ({ request, actor, params }) => {
  const { batch_id, page } = parseInput(seriesStandingsQuerySchema, queryOf(request));
  return presentSeriesStandings(await seriesStandings(actor, seriesIdOf(params), { batchId: batch_id, page }));
});

/** PATCH `{name}` renames; DELETE removes the series and keeps its tests. */
export const action = apiActions({
  PATCH: async ({ request, actor, params }) => {
    assertTeacher(actor);
    const input = parseInput(seriesNameSchema, await readJson(request));
    const { series, message } = await renameSeries(actor, seriesIdOf(params), input);
    return { series: presentSeries(series), message };
  },
  DELETE: async ({ actor, params }) => deleteSeries(actor, seriesIdOf(params)),
});

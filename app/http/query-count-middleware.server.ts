import type { MiddlewareFunction } from "react-router";
import { config } from "~/config.server";
import { countQueries } from "~/db/query-count.server";

/**
 * With SERVER_TIMING on, every answer says how many SQL statements it took (`Server-Timing: db;desc="7 queries"`),
 * as a browser's developer tools show it: the benchmark prints it per page and a test holds the common pages to
 * their budget (issue 37). Off, nothing is counted.
 */
export const queryCountMiddleware: MiddlewareFunction<Response> = async (_args, next) => {
  if (!config.SERVER_TIMING) return next();
  const { result: response, queries } = await countQueries(() => next());
  response.headers.append("Server-Timing", `db;desc="${queries} queries"`);
  return response;
};

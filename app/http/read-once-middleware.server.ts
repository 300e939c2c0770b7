import type { MiddlewareFunction } from "react-router";
import { withReadsOnce } from "~/domain/core/read-once.server";

/** A page read (GET, HEAD) remembers what it read for the rest of the request; a change never does. */
export const readOnceMiddleware: MiddlewareFunction<Response> = ({ request }, next) =>
  request.method === "GET" || request.method === "HEAD" ? withReadsOnce(() => next()) : next();

import type { FastifyInstance } from "fastify";

/**
 * `Cache-Control: no-store` on every JSON answer of the API scope it is registered in (answers to signed-in
 * callers, errors included), so no browser or proxy cache keeps a user's data or tokens. A route that
 * sets its own Cache-Control (files, the diagram) keeps it; the front end and /fvue/context.json live
 * outside the API scope and keep their caching.
 */
export function registerNoStore(api: FastifyInstance): void {
  api.addHook("onSend", async (_request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    if (type.includes("json") && !reply.hasHeader("cache-control")) reply.header("Cache-Control", "no-store");
    return payload;
  });
}

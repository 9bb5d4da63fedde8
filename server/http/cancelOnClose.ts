import type { FastifyInstance } from "fastify";
import type { OpenDatabase } from "../db";

/**
 * When a client disconnects before its answer is sent, the statements its request is running are
 * cancelled (PostgreSQL: pg_cancel_backend). PGlite cannot cancel a running statement: nothing to do there.
 */
export function registerCancelOnClose(app: FastifyInstance, database: OpenDatabase): void {
  const scopes = database.scopes;
  if (!scopes) return;
  app.addHook("onRequest", (request, reply, done) => {
    const scope = scopes.run(done);
    reply.raw.once("close", () => {
      if (reply.raw.writableFinished || scope.size === 0) return;
      scopes.cancel(scope).then(
        (n) => request.log.info({ logId: request.id, statements: n }, "client gone: query cancelled"),
        (err) => request.log.warn({ logId: request.id, err }, "client gone: cancel failed"),
      );
    });
  });
}

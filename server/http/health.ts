import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { type Database, pendingMigrations } from "../db";

const statusSchema = {
  type: "object",
  properties: { status: { type: "string", enum: ["ok", "unavailable"] } },
};

/** True when the database answers `select 1` and has every migration this build knows. */
export async function databaseReady(db: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return (await pendingMigrations(db)).length === 0;
  } catch {
    return false;
  }
}

/**
 * The balancer's probes, unauthenticated and without details: GET /health (liveness: the process answers)
 * and GET /ready (the database is reachable and migrated; 503 otherwise).
 */
export function healthRoutes(app: FastifyInstance, db: Database): void {
  app.get(
    "/health",
    {
      config: { auth: "anonymous" },
      schema: {
        tags: ["ops"],
        summary: "Liveness: 200 while the process answers",
        security: [],
        response: { 200: statusSchema },
      },
    },
    async (_request, reply) => reply.header("Cache-Control", "no-store").send({ status: "ok" }),
  );
  app.get(
    "/ready",
    {
      config: { auth: "anonymous" },
      schema: {
        tags: ["ops"],
        summary: "Readiness: 200 when the database is reachable and migrated, 503 otherwise",
        security: [],
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (_request, reply) => {
      const ready = await databaseReady(db);
      return reply
        .code(ready ? 200 : 503)
        .header("Cache-Control", "no-store")
        .send({ status: ready ? "ok" : "unavailable" });
    },
  );
}

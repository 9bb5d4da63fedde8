import type { FastifyInstance } from "fastify";
import type { Database } from "../../db";

/** Routes that change flow state (start, complete, drafts, lock, end, revoke). */
export function bpmActionRoutes(_app: FastifyInstance, _deps: { db: Database }): void {}

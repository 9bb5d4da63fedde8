import type { FastifyInstance } from "fastify";
import type { Database } from "../../db";

/** Routes that read flow state (lists, counts, task and instance views, model, often flows). */
export function bpmReadRoutes(_app: FastifyInstance, _deps: { db: Database }): void {}

import type { FastifyInstance } from "fastify";
import type { Database } from "../../../db";
import { contentRuleRoutes } from "./rules";

/** The content area's server side (spec 3): rules and regulations (news and meetings are home routes). */
export function contentRoutes(app: FastifyInstance, deps: { db: Database }): void {
  contentRuleRoutes(app, deps);
}

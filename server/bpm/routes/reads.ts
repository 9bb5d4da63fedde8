import type { FastifyInstance } from "fastify";
import type { BpmReadDeps } from "./common";
import { bpmFlowRoutes } from "./flows";
import { bpmInstanceViewRoutes } from "./instanceViews";
import { bpmListRoutes } from "./lists";
import { bpmModelRoutes } from "./model";
import { bpmTaskViewRoutes } from "./taskViews";

/** Routes that read flow state (lists, counts, task and instance views, model, often flows). */
export function bpmReadRoutes(app: FastifyInstance, deps: BpmReadDeps): void {
  bpmListRoutes(app, deps);
  bpmTaskViewRoutes(app, deps);
  bpmInstanceViewRoutes(app, deps);
  bpmModelRoutes(app, deps);
  bpmFlowRoutes(app, deps);
}

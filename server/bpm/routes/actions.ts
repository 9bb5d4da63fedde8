import type { FastifyInstance } from "fastify";
import type { BpmActionDeps } from "./actionSchemas";
import { bpmDueUrgeFollowRoutes } from "./dueUrgeFollow";
import { bpmInstanceActionRoutes } from "./instanceActions";
import { bpmTaskActionRoutes } from "./taskActions";

/** Routes that change flow state (start, complete, drafts, lock, end, revoke), CONTRACT §6 / spec 2 §7. */
export function bpmActionRoutes(app: FastifyInstance, deps: BpmActionDeps): void {
  bpmInstanceActionRoutes(app, deps);
  bpmTaskActionRoutes(app, deps);
  bpmDueUrgeFollowRoutes(app, deps);
}

import type { FastifyInstance } from "fastify";
import type { BpmActionDeps } from "./routes/actionSchemas";
import { bpmActionRoutes } from "./routes/actions";
import { bpmReadRoutes } from "./routes/reads";

/** The approval engine's HTTP API (CONTRACT §6, spec 2 §7): the actions and the read side. */
export function bpmRoutes(app: FastifyInstance, deps: BpmActionDeps): void {
  bpmActionRoutes(app, deps);
  bpmReadRoutes(app, deps);
}

import type { FastifyInstance } from "fastify";
import { localizeFlowNames } from "../read/flowNames";
import type { BpmReadDeps } from "./common";
import { bpmFlowRoutes } from "./flows";
import { bpmInstanceViewRoutes } from "./instanceViews";
import { bpmListRoutes } from "./lists";
import { bpmModelRoutes } from "./model";
import { bpmTaskHelperRoutes } from "./taskHelpers";
import { bpmTaskViewRoutes } from "./taskViews";

/**
 * Routes that read flow state (lists, counts, task and instance views, model, often flows). Their
 * answers show flow, node and org names in the request language (read/flowNames.ts), in one hook of
 * their own scope: the rows keep the zh-CN copies the engine wrote.
 */
export function bpmReadRoutes(app: FastifyInstance, deps: BpmReadDeps): void {
  app.register(async (scope) => {
    scope.addHook("preSerialization", async (request, _reply, payload) =>
      request.user ? localizeFlowNames(deps.db, request.user.tenantId, request.lang, payload) : payload,
    );
    bpmListRoutes(scope, deps);
    bpmTaskViewRoutes(scope, deps);
    bpmInstanceViewRoutes(scope, deps);
    bpmModelRoutes(scope, deps);
    bpmFlowRoutes(scope, deps);
    bpmTaskHelperRoutes(scope, deps);
  });
}

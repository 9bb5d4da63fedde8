import type { FastifyInstance } from "fastify";
import type { StartFlow } from "../../../src/api/contract";
import { commonResult, idList } from "../../http/schemas";
import { actorOf } from "../engine/actor";
import { endProcess, revokeInstance } from "../engine/endRevoke";
import { runAction } from "../engine/run";
import { removeDrafts, startFlow } from "../engine/start";
import {
  auth,
  type BpmActionDeps,
  errors,
  id,
  idempotencyHeader,
  idempotentOn,
  startFlowBody,
  startResult,
  tags,
  text,
} from "./actionSchemas";

/** Actions on an instance: start, save a draft, remove drafts, end, revoke (CONTRACT §6 / spec 2 §7). */
export function bpmInstanceActionRoutes(app: FastifyInstance, { db }: BpmActionDeps): void {
  const idempotent = idempotentOn(db);

  app.post<{ Body: StartFlow }>(
    "/runtime/instance/v1/start",
    {
      config: auth,
      schema: {
        tags,
        summary: "Start a flow (new, from a draft, or resubmitting an instance sent back); StartResult",
        headers: idempotencyHeader,
        body: startFlowBody,
        response: { 200: startResult, ...errors },
      },
    },
    idempotent((trx, actor, body: StartFlow) => startFlow(trx, actor, body, "start")),
  );

  app.post<{ Body: StartFlow }>(
    "/runtime/instance/v1/saveDraft",
    {
      config: auth,
      schema: {
        tags,
        summary: "Save a start form as a draft instance (or update the draft given by proInstId)",
        headers: idempotencyHeader,
        body: startFlowBody,
        response: { 200: startResult, ...errors },
      },
    },
    idempotent((trx, actor, body: StartFlow) => startFlow(trx, actor, body, "draft")),
  );

  app.delete<{ Querystring: { ids: string } }>(
    "/runtime/instance/v1/removeDraftById",
    {
      config: auth,
      schema: {
        tags,
        summary:
          "Delete the caller's own drafts (ids comma separated), all or none: an id not the tenant's → 404, another's draft → 403",
        querystring: {
          type: "object",
          required: ["ids"],
          properties: { ids: { type: "string", minLength: 1, maxLength: 4000 } },
        },
        response: { 200: commonResult(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(db, request);
      const ids = idList(request.query.ids);
      const answer = await runAction(db, actor, undefined, (trx) => removeDrafts(trx, actor, ids));
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post<{ Body: { taskId: string; endReason?: string } }>(
    "/runtime/instance/v1/doEndProcess",
    {
      config: auth,
      schema: {
        tags,
        summary: "End the instance of a task (manualend); a handler of the task or a sysAdmin",
        headers: idempotencyHeader,
        body: {
          type: "object",
          required: ["taskId"],
          properties: {
            taskId: id,
            endReason: text(4000),
            messageType: text(64),
            files: text(20_000),
          },
        },
        response: { 200: commonResult(), ...errors },
      },
    },
    idempotent(endProcess),
  );

  app.post<{ Body: { instanceId: string; taskId?: string; cause?: string } }>(
    "/runtime/instance/v1/revokeInstance",
    {
      config: auth,
      schema: {
        tags,
        summary:
          "Revoke my decision on a node (its next task untouched) or, as the starter, the whole instance",
        headers: idempotencyHeader,
        body: {
          type: "object",
          required: ["instanceId"],
          properties: {
            instanceId: id,
            taskId: id,
            cause: text(4000),
            messageType: text(64),
          },
        },
        response: { 200: commonResult(), ...errors },
      },
    },
    idempotent(revokeInstance),
  );
}

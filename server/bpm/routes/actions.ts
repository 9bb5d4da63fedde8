import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { DoNext, StartFlow } from "../../../src/api/contract";
import type { Database } from "../../db";
import { ok } from "../../http/envelope";
import { commonResult, errorResponses, idList } from "../../http/schemas";
import { actorOf } from "../engine/actor";
import { COMPLETE_ACTIONS, completeTask, saveTaskDraft } from "../engine/complete";
import type { ActionAnswer, Actor, Trx } from "../engine/context";
import { endProcess, revokeInstance } from "../engine/endRevoke";
import { canLock, lockUnlock } from "../engine/lock";
import { instanceEnded, nextTaskId } from "../engine/queries";
import { type KeyedRequest, runAction } from "../engine/run";
import { removeDrafts, startFlow } from "../engine/start";

const id = { type: "string", minLength: 1, maxLength: 64 };
const text = (max: number) => ({ type: "string", maxLength: max });
const base64 = { type: "string", maxLength: 900_000 };
const vars = { type: "object", additionalProperties: { type: "string", maxLength: 4000 } };
const errors = {
  ...errorResponses,
  404: { $ref: "ErrorBody#" },
  409: { $ref: "ErrorBody#" },
  422: { $ref: "ErrorBody#" },
};
const tags = ["bpm runtime"];
const idempotencyHeader = {
  type: "object",
  properties: { "idempotency-key": { type: "string", minLength: 1, maxLength: 128 } },
};

const startFlowBody = {
  type: "object",
  properties: {
    defId: id,
    flowKey: id,
    proInstId: id,
    subject: text(256),
    data: base64,
    formType: { type: "string", enum: ["inner", "frame"] },
    businessKey: text(128),
    sysCode: text(64),
    vars,
    nodeUsers: text(20_000),
    destination: text(64),
    expression: text(4000),
    startOrgId: text(64),
    agentLeaderId: text(64),
    supportMobile: { type: "integer", enum: [0, 1] },
  },
  anyOf: [{ required: ["defId"] }, { required: ["flowKey"] }, { required: ["proInstId"] }],
};

const doNextBody = {
  type: "object",
  required: ["taskId", "actionName"],
  properties: {
    taskId: id,
    actionName: { type: "string", enum: [...COMPLETE_ACTIONS] },
    opinion: text(4000),
    data: base64,
    formType: { type: "string", enum: ["inner", "frame"] },
    destination: text(64),
    jumpType: { type: "string", enum: ["free", "select", "common", "reject", ""] },
    backHandMode: { type: "string", enum: ["normal", "direct", ""] },
    nodeUsers: text(20_000),
    files: text(20_000),
    zfiles: text(20_000),
    vars,
    agentLeaderId: text(64),
  },
};

const taskDraftBody = {
  ...doNextBody,
  required: ["taskId"],
  properties: { ...doNextBody.properties, actionName: { type: "string", maxLength: 32 } },
};

const startResult = {
  type: "object",
  properties: {
    state: { type: "boolean" },
    message: { type: "string" },
    instId: { type: "string" },
    logId: { type: "string" },
  },
  required: ["state", "message", "instId"],
};

const taskQuery = {
  type: "object",
  required: ["taskId"],
  properties: { taskId: id, leaderId: text(64) },
};

/** The Idempotency-Key header of a request, if any, with the route and body it is bound to. */
function keyedRequest(request: FastifyRequest): KeyedRequest {
  const key = request.headers["idempotency-key"];
  return {
    key: typeof key === "string" ? key : undefined,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    body: request.body,
  };
}

/** Routes that change flow state (start, complete, drafts, lock, end, revoke), CONTRACT §6 / spec 2 §7. */
export function bpmActionRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;
  const auth = { auth: "required" as const };
  /** A handler running one engine action in one transaction, honouring the Idempotency-Key header. */
  const idempotent =
    <B>(act: (trx: Trx, actor: Actor, body: B) => Promise<ActionAnswer>) =>
    async (request: FastifyRequest<{ Body: B }>, reply: FastifyReply) => {
      const actor = await actorOf(db, request);
      const answer = await runAction(db, actor, keyedRequest(request), (trx) =>
        act(trx, actor, request.body as B),
      );
      return reply.status(answer.status).send(answer.body);
    };

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

  app.post<{ Body: DoNext }>(
    "/runtime/task/v1/complete",
    {
      config: auth,
      schema: {
        tags,
        summary:
          "Complete a task: agree, oppose, reject (previous / chosen node, normal or direct) or backToStart",
        headers: idempotencyHeader,
        body: doNextBody,
        response: { 200: commonResult(), ...errors },
      },
    },
    idempotent(completeTask),
  );

  app.post<{ Body: DoNext }>(
    "/runtime/task/v1/saveDraft",
    {
      config: auth,
      schema: {
        tags,
        summary: "Keep the opinion and form data on a task without moving it",
        headers: idempotencyHeader,
        body: taskDraftBody,
        response: { 200: commonResult(), ...errors },
      },
    },
    idempotent(saveTaskDraft),
  );

  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(
    "/runtime/task/v1/canLock",
    {
      config: auth,
      schema: {
        tags,
        summary: "The caller's lock code of a task (CONTRACT §6.7): a bare integer 0..6",
        querystring: taskQuery,
        response: { 200: { type: "integer" }, ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      return canLock(db, actor, request.query.taskId, request.query.leaderId);
    },
  );

  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(
    "/runtime/task/v1/lockUnlock",
    {
      config: auth,
      schema: {
        tags,
        summary: "Claim (code 1) or release (code 3) a task; answers the code before the toggle",
        querystring: taskQuery,
        response: { 200: { type: "integer" }, ...errors },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(db, request);
      const answer = await runAction(db, actor, undefined, (trx) =>
        lockUnlock(trx, actor, request.query.taskId, request.query.leaderId),
      );
      return reply.status(answer.status).type("application/json; charset=utf-8").send(answer.body);
    },
  );

  app.get<{ Querystring: { taskId?: string } }>(
    "/runtime/task/v1/nextTask",
    {
      config: auth,
      schema: {
        tags,
        summary: 'The id of the caller\'s next (oldest) to-do other than taskId; value "" when none',
        querystring: { type: "object", properties: { taskId: text(64) } },
        response: { 200: commonResult(), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      return ok(await nextTaskId(db, actor, request.query.taskId));
    },
  );

  app.post<{ Body: { taskId?: string } | undefined; Querystring: { instId?: string } }>(
    "/runtime/task/v1/isEnd",
    {
      config: auth,
      schema: {
        tags,
        summary:
          "Whether the instance of a task (body taskId) or of ?instId= has ended; value true/false (the instance's viewers only: 403/404 as getInstanceByInstId)",
        querystring: { type: "object", properties: { instId: text(64) } },
        body: { type: "object", properties: { taskId: text(64) } },
        response: { 200: commonResult({ type: "boolean" }), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const taskId = request.body?.taskId || undefined;
      const instId = request.query.instId || undefined;
      return ok(
        await instanceEnded(db, actor, { ...(taskId ? { taskId } : {}), ...(instId ? { instId } : {}) }),
      );
    },
  );
}

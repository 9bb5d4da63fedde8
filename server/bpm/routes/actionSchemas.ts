import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db";
import { commonResult, errorResponses } from "../../http/schemas";
import { actorOf } from "../engine/actor";
import { COMPLETE_ACTIONS } from "../engine/complete";
import type { ActionAnswer, Actor, Trx } from "../engine/context";
import { type KeyedRequest, runAction } from "../engine/run";

/* What the action routes share: their deps, body schemas and the idempotent one-transaction handler. */

/** What the action routes need. */
export interface BpmActionDeps {
  db: Database;
  /** Fatigue interval of urges, in minutes (URGE_INTERVAL_MINUTES; default 30). */
  urgeIntervalMinutes?: number;
}

/** The route config of every action: signed in. */
export const auth = { auth: "required" as const };

export const id = { type: "string", minLength: 1, maxLength: 64 };
export const text = (max: number) => ({ type: "string", maxLength: max });
export const base64 = { type: "string", maxLength: 900_000 };
export const vars = { type: "object", additionalProperties: { type: "string", maxLength: 4000 } };
export const errors = {
  ...errorResponses,
  404: { $ref: "ErrorBody#" },
  409: { $ref: "ErrorBody#" },
  422: { $ref: "ErrorBody#" },
};
export const tags = ["bpm runtime"];
export const idempotencyHeader = {
  type: "object",
  properties: { "idempotency-key": { type: "string", minLength: 1, maxLength: 128 } },
};

export const startFlowBody = {
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

export const doNextBody = {
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

export const taskDraftBody = {
  ...doNextBody,
  required: ["taskId"],
  properties: { ...doNextBody.properties, actionName: { type: "string", maxLength: 32 } },
};

export const startResult = {
  type: "object",
  properties: {
    state: { type: "boolean" },
    message: { type: "string" },
    instId: { type: "string" },
    logId: { type: "string" },
  },
  required: ["state", "message", "instId"],
};

export const taskQuery = {
  type: "object",
  required: ["taskId"],
  properties: { taskId: id, leaderId: text(64) },
};

/** The Idempotency-Key header of a request, if any, with the route and body it is bound to. */
function keyedRequest(request: FastifyRequest, leaderId: string | undefined): KeyedRequest {
  const key = request.headers["idempotency-key"];
  return {
    key: typeof key === "string" ? key : undefined,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    body: leaderId ? { ...(request.body as object), leaderId } : request.body,
  };
}

/** The `?leaderId=` of an action acting for a leader (CONTRACT §6.6), when given and not empty. */
const leaderIdOf = (request: FastifyRequest) =>
  (request.query as { leaderId?: string } | undefined)?.leaderId || undefined;

/**
 * A handler maker on `db`: each handler runs one engine action in one transaction, honouring the
 * Idempotency-Key header.
 */
export const idempotentOn =
  (db: Database) =>
  <B>(act: LeaderAct<B>) =>
  async (request: FastifyRequest<{ Body: B }>, reply: FastifyReply) => {
    const actor = await actorOf(db, request);
    const leaderId = leaderIdOf(request);
    const answer = await runAction(db, actor, keyedRequest(request, leaderId), (trx) =>
      act(trx, actor, request.body as B, leaderId),
    );
    return reply.status(answer.status).send(answer.body);
  };

/** An engine action on a body, optionally acting for a leader (`?leaderId=`). */
export type LeaderAct<B> = (trx: Trx, actor: Actor, body: B, leaderId?: string) => Promise<ActionAnswer>;

/** The optional `?leaderId=` of the collaboration actions. */
export const leaderQuery = { type: "object", properties: { leaderId: text(64) } };

/**
 * A route maker on `app`: each POST route runs one engine action (idempotent, one transaction) with its
 * body schema and the optional `?leaderId=`, answering a CommonResult.
 */
export function actionRoutesOn(app: FastifyInstance, db: Database) {
  const idempotent = idempotentOn(db);
  return <B>(url: string, summary: string, body: object, act: LeaderAct<B>) =>
    app.post<{ Body: B; Querystring: { leaderId?: string } }>(
      url,
      {
        config: auth,
        schema: {
          tags,
          summary,
          headers: idempotencyHeader,
          querystring: leaderQuery,
          body,
          response: { 200: commonResult(), ...errors },
        },
      },
      idempotent(act),
    );
}

import type { FastifyInstance } from "fastify";
import type { AssignParam, RevokeTransParam, TaskTransParam } from "../../../src/api/contract";
import { commonResult } from "../../http/schemas";
import { actorOf } from "../engine/actor";
import type { ActionAnswer, Actor, Trx } from "../engine/context";
import { runAction } from "../engine/run";
import { transferTask } from "../engine/transfer";
import { delegateTask, revokeDelegation } from "../engine/turns";
import { auth, type BpmActionDeps, errors, id, idempotencyHeader, tags, text } from "./actionSchemas";

/* Delegation (转办), its revocation, and transfer (流转): CONTRACT §6.6. */

/** A comma list of at most 50 user ids. */
const userIdList = { type: "string", maxLength: 50 * 65 - 1, pattern: "^[^,]*(,[^,]*){0,49}$" };
const leaderQuery = { type: "object", properties: { leaderId: text(64) } };

const delegateBody = {
  type: "object",
  required: ["taskId", "userId"],
  properties: {
    taskId: id,
    userId: userIdList,
    opinion: text(2000),
    messageType: text(64),
    files: text(20_000),
    account: text(64),
  },
};

const revokeTransBody = {
  type: "object",
  required: ["taskId"],
  properties: { taskId: id, opinion: text(2000) },
};

const transferBody = {
  type: "object",
  required: ["taskId", "userIds"],
  properties: {
    taskId: id,
    instanceId: text(64),
    userIds: userIdList,
    opinion: text(2000),
    notifyType: text(64),
    action: { type: "string", enum: ["submit", "back"] },
    decideType: { type: "string", enum: ["agree", "refuse"] },
    voteType: { type: "string", enum: ["amount", "percent"] },
    voteAmount: { type: "integer", minimum: 1, maximum: 100 },
    signType: { type: "string", enum: ["parallel", "seq"] },
    data: text(900_000),
    files: text(20_000),
  },
};

type Act<B> = (trx: Trx, actor: Actor, body: B, leaderId: string | undefined) => Promise<ActionAnswer>;

/** delegate, revokeTrans, taskToTrans: each one idempotent transaction (runAction). */
export function bpmTurnActionRoutes(app: FastifyInstance, { db }: BpmActionDeps): void {
  const route = <B>(url: string, summary: string, body: object, act: Act<B>) =>
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
      async (request, reply) => {
        const actor = await actorOf(db, request);
        const key = request.headers["idempotency-key"];
        const leaderId = request.query.leaderId || undefined;
        const answer = await runAction(
          db,
          actor,
          {
            key: typeof key === "string" ? key : undefined,
            route: `POST ${url}`,
            body: { ...(request.body as object), ...(leaderId ? { leaderId } : {}) },
          },
          (trx) => act(trx, actor, request.body as B, leaderId),
        );
        return reply.status(answer.status).send(answer.body);
      },
    );

  route<AssignParam>(
    "/runtime/task/v1/delegate",
    "转办: hand the task to ONE other active user (userId), who decides it with complete; status DELIVERTO",
    delegateBody,
    delegateTask,
  );
  route<RevokeTransParam>(
    "/runtime/instance/v1/revokeTrans",
    "Take back a delegated task while the delegate has not touched it (409 otherwise)",
    revokeTransBody,
    (trx, actor, body) => revokeDelegation(trx, actor, body),
  );
  route<TaskTransParam>(
    "/runtime/task/v1/taskToTrans",
    "流转: send the task to several users (parallel or seq) for a vote (decideType, voteType, voteAmount); action submit or back when the vote ends",
    transferBody,
    transferTask,
  );
}

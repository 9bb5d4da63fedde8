import type { FastifyInstance } from "fastify";
import type { AssignParam, RevokeTransParam, TaskTransParam } from "../../../src/api/contract";
import { transferTask } from "../engine/transfer";
import { delegateTask, revokeDelegation } from "../engine/turns";
import { actionRoutesOn, type BpmActionDeps, id, text } from "./actionSchemas";

/* Delegation (转办), its revocation, and transfer (流转): CONTRACT §6.6. */

/** A comma list of at most 50 user ids. */
const userIdList = { type: "string", maxLength: 50 * 65 - 1, pattern: "^[^,]*(,[^,]*){0,49}$" };

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

/** delegate, revokeTrans, taskToTrans: each one idempotent transaction (runAction). */
export function bpmTurnActionRoutes(app: FastifyInstance, { db }: BpmActionDeps): void {
  const route = actionRoutesOn(app, db);

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

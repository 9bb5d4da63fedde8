import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope";
import { commonResult } from "../../http/schemas";
import { actorOf } from "../engine/actor";
import { runAction } from "../engine/run";
import {
  curNodeProperties,
  nodeOpinions,
  saveTeamOpinion,
  taskIdOfNode,
  taskKeyOfTask,
  teamOpinions,
} from "../read/taskHelpers";
import { type BpmReadDeps, caller, idSchema, optionalId, required, tags, withNotFound } from "./common";
import { bool, int, open, str } from "./schemas";
import { opinionSchema } from "./screenSchemas";

const workingAmount = { type: "object", properties: { amount: { type: "number" }, unit: str } };

const curNodeSchema = open(
  {
    taskId: str,
    instId: str,
    defId: str,
    nodeId: str,
    name: str,
    canAct: bool,
    buttons: { type: "array", items: str },
    mustLock: bool,
    countersign: bool,
    dueTime: workingAmount,
    dueDate: str,
    fieldModes: {
      type: "object",
      properties: { b: int, w: int, r: int, n: int, writable: { type: "array", items: str } },
    },
  },
  ["taskId", "nodeId", "name", "canAct", "buttons", "mustLock", "fieldModes"],
);

const teamOpinionSchema = {
  type: "object",
  properties: { userId: str, userName: str, opinion: str, nodeId: str, updateTime: str, mine: bool },
};

/**
 * The task screen's helpers under /runtime/task/v1 (issue 14 §1, spec 2 §7.1): getTaskKeyByTaskId,
 * getTaskKeyByNodeId, nodeOpinion, getCurNodeProperties, getBpmSaveOpinionByTeam and createBpmSaveOpinion.
 * Registered in the read scope (routes/reads.ts), so node names follow the request language.
 */
export function bpmTaskHelperRoutes(app: FastifyInstance, { db }: BpmReadDeps): void {
  app.get<{ Querystring: { taskId: string } }>(
    "/runtime/task/v1/getTaskKeyByTaskId",
    {
      config: required,
      schema: {
        tags,
        summary: "The node id (taskKey) of a task, in value (for the instance's viewers)",
        querystring: { type: "object", required: ["taskId"], properties: { taskId: idSchema } },
        response: { 200: commonResult(), ...withNotFound },
      },
    },
    async (r) => ok(await taskKeyOfTask(db, caller(r), r.query.taskId)),
  );
  app.get<{ Querystring: { instId: string; nodeId: string } }>(
    "/runtime/task/v1/getTaskKeyByNodeId",
    {
      config: required,
      schema: {
        tags,
        summary:
          'The id of the open task on a node of an instance (the caller\'s own first, else the oldest); value "" when none',
        querystring: {
          type: "object",
          required: ["instId", "nodeId"],
          properties: { instId: idSchema, nodeId: idSchema },
        },
        response: { 200: commonResult(), ...withNotFound },
      },
    },
    async (r) => ok(await taskIdOfNode(db, caller(r), r.query.instId, r.query.nodeId)),
  );
  app.get<{ Querystring: { instId: string; nodeId?: string; taskKey?: string } }>(
    "/runtime/task/v1/nodeOpinion",
    {
      config: required,
      schema: {
        tags,
        summary: "The history rows of one node (nodeId or taskKey) of an instance, as instanceFlowOpinions",
        querystring: {
          type: "object",
          required: ["instId"],
          properties: { instId: idSchema, nodeId: idSchema, taskKey: idSchema },
          anyOf: [{ required: ["nodeId"] }, { required: ["taskKey"] }],
        },
        response: { 200: { type: "array", items: opinionSchema }, ...withNotFound },
      },
    },
    (r) => nodeOpinions(db, caller(r), r.query.instId, (r.query.nodeId ?? r.query.taskKey) as string),
  );
  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(
    "/runtime/task/v1/getCurNodeProperties",
    {
      config: required,
      schema: {
        tags,
        summary:
          "The task's current node: name, button aliases, mustLock, countersign, due time and a field-mode summary",
        querystring: {
          type: "object",
          required: ["taskId"],
          properties: { taskId: idSchema, leaderId: optionalId },
        },
        response: { 200: curNodeSchema, ...withNotFound },
      },
    },
    (r) => curNodeProperties(db, caller(r), r.lang, r.query.taskId, r.query.leaderId),
  );
  app.get<{ Querystring: { instId: string; taskId: string; leaderId?: string } }>(
    "/runtime/task/v1/getBpmSaveOpinionByTeam",
    {
      config: required,
      schema: {
        tags,
        summary:
          "The opinions the handlers of the task's node saved for each other, newest first (at most 20)",
        querystring: {
          type: "object",
          required: ["instId", "taskId"],
          properties: { instId: idSchema, taskId: idSchema, leaderId: optionalId },
        },
        response: { 200: { type: "array", maxItems: 20, items: teamOpinionSchema }, ...withNotFound },
      },
    },
    (r) => teamOpinions(db, caller(r), r.query.instId, r.query.taskId, r.query.leaderId),
  );
  app.post<{ Body: { instId: string; taskId: string; opinion: string; leaderId?: string } }>(
    "/runtime/task/v1/createBpmSaveOpinion",
    {
      config: required,
      schema: {
        tags,
        summary:
          "Save the caller's opinion for the other handlers of the task's node (replaces their earlier one)",
        body: {
          type: "object",
          required: ["instId", "taskId", "opinion"],
          additionalProperties: false,
          properties: {
            instId: idSchema,
            taskId: idSchema,
            opinion: { type: "string", minLength: 1, maxLength: 4000, pattern: "\\S" },
            leaderId: optionalId,
          },
        },
        response: { 200: commonResult(), ...withNotFound },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(db, request);
      const who = { id: actor.userId, tenantId: actor.tenantId, fullname: actor.fullname };
      const answer = await runAction(db, actor, undefined, async (trx) => {
        await saveTeamOpinion(trx, who, request.body);
        return { status: 200, body: ok() };
      });
      return reply.status(answer.status).send(answer.body);
    },
  );
}

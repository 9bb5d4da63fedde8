import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope";
import { commonResult } from "../../http/schemas";
import { dateTimeText } from "../../time";
import { actorOf } from "../engine/actor";
import { dueTimeView, expirationDate, saveDueTime } from "../engine/dueTime";
import { followedNodes, saveFollow } from "../engine/follow";
import { sendUrge, urgeState } from "../engine/urge";
import { taskRecord, viewableInstance } from "../read/access";
import {
  auth,
  type BpmActionDeps,
  errors,
  id,
  idempotencyHeader,
  idempotentOn,
  tags,
  text,
} from "./actionSchemas";

/** Default fatigue interval of urges, in minutes (URGE_INTERVAL_MINUTES). */
export const DEFAULT_URGE_INTERVAL_MINUTES = 30;

const withTooMany = { ...errors, 429: { $ref: "ErrorBody#" } };
const loose = { type: "object", additionalProperties: true };
const hours = { type: "number", exclusiveMinimum: 0, maximum: 10_000 };

/**
 * Urge (催办), follow (跟踪) and due times (到期) of issue 14 §1 (spec 2 §7.1/§7.2): the reads check that the
 * caller may view the instance; the writes run as one idempotent transaction each.
 */
export function bpmDueUrgeFollowRoutes(app: FastifyInstance, deps: BpmActionDeps): void {
  const { db } = deps;
  const interval = deps.urgeIntervalMinutes ?? DEFAULT_URGE_INTERVAL_MINUTES;
  const idempotent = idempotentOn(db);

  app.get<{ Querystring: { taskId: string } }>(
    "/runtime/bpmTaskDueTime/v1/getByTaskId",
    {
      config: auth,
      schema: {
        tags,
        summary: "A task's due time and due status (0 none, 1 due soon, 2 overdue)",
        querystring: { type: "object", required: ["taskId"], properties: { taskId: id } },
        response: { 200: commonResult(loose), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const caller = { id: actor.userId, tenantId: actor.tenantId };
      const task = await taskRecord(db, caller, request.query.taskId);
      await viewableInstance(db, caller, task.inst_id);
      return ok(dueTimeView(task, new Date()));
    },
  );

  app.get<{ Querystring: { id: string; addDueTime: number } }>(
    "/runtime/bpmTaskDueTime/v1/getExpirationDate",
    {
      config: auth,
      schema: {
        tags,
        summary: "The due time a task would get if extended by addDueTime working hours (nothing is stored)",
        querystring: {
          type: "object",
          required: ["id", "addDueTime"],
          properties: { id, addDueTime: hours },
        },
        response: { 200: commonResult(), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      const caller = { id: actor.userId, tenantId: actor.tenantId };
      const task = await taskRecord(db, caller, request.query.id);
      await viewableInstance(db, caller, task.inst_id);
      return ok(dateTimeText(await expirationDate(db, task, request.query.addDueTime, new Date())));
    },
  );

  app.post<{ Body: { taskId: string; addDueTime: number; remark?: string } }>(
    "/runtime/bpmTaskDueTime/v1/save",
    {
      config: auth,
      schema: {
        tags,
        summary: "Extend a task's due time by addDueTime working hours (its holder or an admin)",
        headers: idempotencyHeader,
        body: {
          type: "object",
          required: ["taskId", "addDueTime"],
          properties: { taskId: id, addDueTime: hours, remark: text(2000) },
        },
        response: { 200: commonResult(), ...errors },
      },
    },
    idempotent(saveDueTime),
  );

  app.post(
    "/runtime/instance/v1/getUrgentStateConf",
    {
      config: auth,
      schema: {
        tags,
        summary: "The urgency states configured (none by default)",
        response: { 200: commonResult({ type: "array", items: loose }), ...errors },
      },
    },
    async () => ok([]),
  );

  app.post<{ Body: { instId: string } }>(
    "/runtime/instance/v1/getUrgrntById",
    {
      config: auth,
      schema: {
        tags,
        summary: "The instance's current handlers, when I last urged it and whether I may urge now",
        body: { type: "object", required: ["instId"], properties: { instId: id } },
        response: { 200: commonResult(loose), ...errors },
      },
    },
    async (request) => {
      const actor = await actorOf(db, request);
      return urgeState(db, actor, request.body.instId, interval);
    },
  );

  app.post<{ Body: { instId: string; opinion?: string; messageType?: string } }>(
    "/runtime/instance/v1/sendBpmTaskUrgent",
    {
      config: auth,
      schema: {
        tags,
        summary:
          "Urge the current handlers (starter, earlier handler or admin); once per instance per person per interval, else 429",
        headers: idempotencyHeader,
        body: {
          type: "object",
          required: ["instId"],
          properties: { instId: id, opinion: text(2000), messageType: text(64) },
        },
        response: { 200: commonResult(), ...withTooMany },
      },
    },
    idempotent((trx, actor, body: { instId: string; opinion?: string; messageType?: string }) =>
      sendUrge(trx, actor, body, interval),
    ),
  );

  app.get<{ Querystring: { instId: string } }>(
    "/runtime/taskFollow/v1/getFollowedNode",
    {
      config: auth,
      schema: {
        tags,
        summary: "Whether I follow an instance (whole or which nodes) and its nodes to choose from",
        querystring: { type: "object", required: ["instId"], properties: { instId: id } },
        response: { 200: commonResult(loose), ...errors },
      },
    },
    async (request) => followedNodes(db, await actorOf(db, request), request.query.instId),
  );

  app.post<{ Body: { instId: string; nodeIds?: string[]; follow: boolean } }>(
    "/runtime/taskFollow/v1/save",
    {
      config: auth,
      schema: {
        tags,
        summary: "Follow (or stop following) an instance: nodeIds empty = the whole instance",
        headers: idempotencyHeader,
        body: {
          type: "object",
          required: ["instId", "follow"],
          properties: {
            instId: id,
            nodeIds: { type: "array", maxItems: 100, items: id },
            follow: { type: "boolean" },
          },
        },
        response: { 200: commonResult(), ...errors },
      },
    },
    idempotent(saveFollow),
  );
}

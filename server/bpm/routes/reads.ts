import type { FastifyInstance, FastifyRequest } from "fastify";
import type { QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import { userOf } from "../../http/auth";
import { ok } from "../../http/envelope";
import { message } from "../../http/messages";
import { commonResult, errorResponses, pageListOf } from "../../http/schemas";
import { hasStartRight, isTenantAdmin } from "../engine/identities";
import type { Caller } from "../read/access";
import { doneInstCount, doneInstList, doneTaskList } from "../read/done";
import { leaderTodoCount, leaderTodoList, secretaryRecords } from "../read/leader";
import { definitionQuery, definitionRowOf, loadedDefinition, typesByKey } from "../read/model";
import { type NoticeBox, noticeCount, noticeList } from "../read/notices";
import { myDrafts, myRequestCount, myRequests } from "../read/requests";
import {
  countRowsSchema,
  definitionRowSchema,
  doneTaskRowSchema,
  draftSchema,
  formAndBoSchema,
  instanceSchema,
  instFormAndBoSchema,
  noticeRowSchema,
  oftenFlowSchema,
  opinionSchema,
  secretarySchema,
  sysTypeSchema,
  taskButtonsSchema,
  taskDetailSchema,
  taskRowSchema,
  taskToRejectSchema,
} from "../read/schemas";
import {
  approvalTexts,
  listDefinitions,
  myOftenFlows,
  newProcess,
  newProcessCount,
  oftenKeysOf,
  saveMyOftenFlows,
} from "../read/startable";
import { noticeTodoReadCount, todoCount, todoList } from "../read/todo";
import {
  buttonsOfTask,
  flowImage,
  flowOpinions,
  instanceById,
  instFormAndBo,
  startFormAndBo,
  taskDetail,
  taskToReject,
} from "../read/views";

const idSchema = { type: "string", minLength: 1, maxLength: 64 };
const optionalId = { type: "string", maxLength: 64 };
const withNotFound = { ...errorResponses, 404: { $ref: "ErrorBody#" } };
const tags = ["bpm"];
const required = { auth: "required" as const };

const caller = (request: FastifyRequest): Caller => {
  const user = userOf(request);
  return { id: user.id, tenantId: user.tenantId };
};
const filterOf = (body: unknown): QueryFilter =>
  body && typeof body === "object" ? (body as QueryFilter) : {};

/** Routes that read flow state (lists, counts, task and instance views, model, often flows). */
export function bpmReadRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const { db } = deps;

  /** A POST list or count route taking a QueryFilter body. */
  const postFilter = <Q = Record<string, never>>(
    url: string,
    summary: string,
    response: object,
    handler: (request: FastifyRequest<{ Body: QueryFilter; Querystring: Q }>) => Promise<unknown>,
    querystring?: object,
  ) =>
    app.post<{ Body: QueryFilter; Querystring: Q }>(
      url,
      {
        config: required,
        // A list or count call without a body reads as an empty QueryFilter.
        preValidation: async (request) => {
          if (request.body === undefined || request.body === null) request.body = {};
        },
        schema: {
          tags,
          summary,
          ...(querystring ? { querystring } : {}),
          body: { $ref: "QueryFilter#" },
          response: { 200: response, ...errorResponses },
        },
      },
      handler,
    );

  // ---- lists and counts -------------------------------------------------------------------------------

  postFilter(
    "/runtime/task/v1/getTodoList",
    "My open tasks (assigned to me, or offered to me as a candidate); params.defKey, params.orgId",
    pageListOf(taskRowSchema),
    (r) => todoList(db, caller(r), filterOf(r.body)),
  );
  postFilter(
    "/runtime/task/v1/getTodoCount",
    "How many open tasks I have: total, then per flow category",
    countRowsSchema,
    (r) => todoCount(db, caller(r), r.lang, filterOf(r.body)),
  );
  postFilter(
    "/runtime/task/v1/getNoticeTodoReadCount",
    "How many notices I have still to read: total, then per flow category",
    countRowsSchema,
    (r) => noticeTodoReadCount(db, caller(r), r.lang),
  );

  const noticeBoxes: [NoticeBox, string, string, string | undefined, string][] = [
    [
      "todo",
      "/runtime/task/v1/getNoticeTodoReadList",
      "Notices sent to me still to read (not revoked), newest first; params.defKey",
      undefined,
      "",
    ],
    [
      "done",
      "/runtime/task/v1/getNoticeDoneReadList",
      "Notices sent to me that I have read, newest first; params.defKey",
      "/runtime/task/v1/getNoticeDoneReadCount",
      "How many notices I have read: total, then per flow category",
    ],
    [
      "mine",
      "/runtime/task/v1/getMyNoticeReadList",
      "Notices I sent, newest first; params.defKey",
      "/runtime/task/v1/getMyNoticeReadCount",
      "How many notices I sent: total, then per flow category",
    ],
  ];
  for (const [box, listUrl, listSummary, countUrl, countSummary] of noticeBoxes) {
    postFilter(listUrl, listSummary, pageListOf(noticeRowSchema), (r) =>
      noticeList(db, caller(r), box, filterOf(r.body)),
    );
    if (countUrl)
      postFilter(countUrl, countSummary, countRowsSchema, (r) =>
        noticeCount(db, caller(r), box, r.lang, filterOf(r.body)),
      );
  }

  postFilter(
    "/runtime/task/v1/getLeaderTodoList",
    "Open tasks of the leaders I am an enabled secretary of (status SHARE, identityList = the leader)",
    pageListOf(taskRowSchema),
    (r) => leaderTodoList(db, caller(r), filterOf(r.body)),
  );
  app.get(
    "/runtime/task/v1/getLeaderTodoCount",
    {
      config: required,
      schema: {
        tags,
        summary: "How many open tasks the leaders I am secretary of have: total, then per flow category",
        response: { 200: countRowsSchema, ...errorResponses },
      },
    },
    (r) => leaderTodoCount(db, caller(r), r.lang),
  );
  app.get(
    "/runtime/bpmSecretaryManage/v1/getSecretaryByUserId",
    {
      config: required,
      schema: {
        tags,
        summary: "My enabled secretary records (I am the secretary); empty when I am nobody's secretary",
        response: { 200: { type: "array", items: secretarySchema }, ...errorResponses },
      },
    },
    (r) => secretaryRecords(db, caller(r)),
  );

  const statusQuery = { type: "object", properties: { status: { type: "string", maxLength: 32 } } };
  postFilter<{ status?: string }>(
    "/runtime/instance/v1/getDoneInstList",
    "Instances I acted on (one row each), by my last completion, newest first",
    pageListOf(instanceSchema),
    (r) => doneInstList(db, caller(r), filterOf(r.body), r.query.status),
    statusQuery,
  );
  postFilter<{ status?: string }>(
    "/runtime/instance/v1/getDoneInstCount",
    "How many instances I acted on: total, then per flow category",
    countRowsSchema,
    (r) => doneInstCount(db, caller(r), r.lang, filterOf(r.body), r.query.status),
    statusQuery,
  );
  postFilter<{ status?: string; isCheckRevoke?: boolean }>(
    "/runtime/instance/v1/getDoneList",
    "My decisions, one row per opinion, newest first; isCheckRevoke=true marks the revocable rows",
    pageListOf(doneTaskRowSchema),
    (r) =>
      doneTaskList(db, caller(r), filterOf(r.body), {
        checkRevoke: r.query.isCheckRevoke === true,
        status: r.query.status,
      }),
    {
      type: "object",
      properties: { status: { type: "string", maxLength: 32 }, isCheckRevoke: { type: "boolean" } },
    },
  );
  postFilter(
    "/runtime/instance/v1/myRequest",
    "The instances I started (not drafts), newest first; taskName = the open tasks' names",
    pageListOf(instanceSchema),
    (r) => myRequests(db, caller(r), filterOf(r.body)),
  );
  app.get(
    "/runtime/instance/v1/myRequestCount",
    {
      config: required,
      schema: {
        tags,
        summary: "How many instances I started: total, then per flow category",
        response: { 200: countRowsSchema, ...errorResponses },
      },
    },
    (r) => myRequestCount(db, caller(r), r.lang),
  );
  postFilter(
    "/runtime/instance/v1/getMyDraftList",
    "My drafts, last saved first",
    pageListOf(draftSchema),
    (r) => myDrafts(db, caller(r), filterOf(r.body)),
  );
  postFilter(
    "/runtime/instance/v1/newProcess",
    "Flows I may start (main deployed versions) with category, icon and leaders; params.typeId",
    pageListOf(definitionRowSchema),
    (r) => newProcess(db, caller(r), r.lang, filterOf(r.body)),
  );
  postFilter(
    "/runtime/instance/v1/newProcessCount",
    "How many flows I may start: total, then per flow category",
    countRowsSchema,
    (r) => newProcessCount(db, caller(r), r.lang, filterOf(r.body)),
  );

  // ---- task views -------------------------------------------------------------------------------------

  const taskQuery = {
    type: "object",
    required: ["taskId"],
    properties: { taskId: idSchema, leaderId: optionalId },
  };
  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(
    "/runtime/task/v1/getButtonsBytaskId",
    {
      config: required,
      schema: {
        tags,
        summary: "The buttons of a task's node (a leader id keeps agree, reject and lockUnlock)",
        querystring: taskQuery,
        response: { 200: taskButtonsSchema, ...withNotFound },
      },
    },
    (r) => buttonsOfTask(db, caller(r), r.lang, r.query.taskId, r.query.leaderId),
  );
  app.get<{ Querystring: { taskId: string; leaderId?: string } }>(
    "/runtime/task/v1/taskDetail",
    {
      config: required,
      schema: {
        tags,
        summary: "A task with its form, data, field permission, history, buttons and instance",
        querystring: taskQuery,
        response: { 200: taskDetailSchema, ...withNotFound },
      },
    },
    (r) => taskDetail(db, caller(r), r.lang, r.query.taskId, r.query.leaderId),
  );
  app.get<{ Querystring: { id: string; leaderId?: string } }>(
    "/runtime/task/v1/get",
    {
      config: required,
      schema: {
        tags,
        summary: "A task by id (same answer as taskDetail)",
        querystring: { type: "object", required: ["id"], properties: { id: idSchema, leaderId: optionalId } },
        response: { 200: taskDetailSchema, ...withNotFound },
      },
    },
    (r) => taskDetail(db, caller(r), r.lang, r.query.id, r.query.leaderId),
  );
  app.get<{ Querystring: { taskId: string; backModel?: string; leaderId?: string } }>(
    "/runtime/task/v1/taskToReject",
    {
      config: required,
      schema: {
        tags,
        summary: "Where a task may be sent back: the user tasks executed before it",
        querystring: {
          type: "object",
          required: ["taskId"],
          properties: {
            taskId: idSchema,
            backModel: { type: "string", enum: ["reject", "backToStart"] },
            leaderId: optionalId,
          },
        },
        response: { 200: taskToRejectSchema, ...withNotFound },
      },
    },
    (r) => taskToReject(db, caller(r), r.query.taskId, r.query.backModel, r.query.leaderId),
  );

  // ---- instance views ---------------------------------------------------------------------------------

  app.post<{ Body: { defId?: string; defKey?: string; proInstId?: string } }>(
    "/runtime/instance/v1/getFormAndBO",
    {
      config: required,
      schema: {
        tags,
        summary: "The start form of a flow (defId, defKey, or the draft/instance proInstId)",
        body: {
          type: "object",
          properties: { defId: optionalId, defKey: optionalId, proInstId: optionalId },
        },
        response: { 200: formAndBoSchema, ...withNotFound },
      },
    },
    (r) => startFormAndBo(db, caller(r), r.lang, r.body ?? {}),
  );
  app.get<{ Querystring: { proInstId: string } }>(
    "/runtime/instance/v1/getInstFormAndBO",
    {
      config: required,
      schema: {
        tags,
        summary: "An instance read-only: form, data (every field r), history, instance",
        querystring: { type: "object", required: ["proInstId"], properties: { proInstId: idSchema } },
        response: { 200: instFormAndBoSchema, ...withNotFound },
      },
    },
    (r) => instFormAndBo(db, caller(r), r.query.proInstId),
  );
  app.get<{ Querystring: { instId: string } }>(
    "/runtime/instance/v1/getInstanceByInstId",
    {
      config: required,
      schema: {
        tags,
        summary: "One instance (for its creator, people who had a task or opinion on it, administrators)",
        querystring: { type: "object", required: ["instId"], properties: { instId: idSchema } },
        response: { 200: instanceSchema, ...withNotFound },
      },
    },
    (r) => instanceById(db, caller(r), r.query.instId),
  );
  app.get<{ Querystring: { instId: string } }>(
    "/runtime/instance/v1/instanceFlowOpinions",
    {
      config: required,
      schema: {
        tags,
        summary: "The approval history: pending rows first, then opinions by completion time desc",
        querystring: {
          type: "object",
          required: ["instId"],
          properties: { instId: idSchema, taskId: optionalId, isRequest: { type: "string", maxLength: 8 } },
        },
        response: { 200: { type: "array", items: opinionSchema }, ...withNotFound },
      },
    },
    (r) => flowOpinions(db, caller(r), r.query.instId),
  );
  app.get<{ Querystring: { proInstId?: string; defId?: string } }>(
    "/runtime/instance/v1/instanceFlowImage",
    {
      config: required,
      schema: {
        tags,
        summary: "The flow diagram as image/svg+xml (done green, current orange, pending grey)",
        querystring: {
          type: "object",
          properties: { proInstId: optionalId, defId: optionalId, nodeId: optionalId, type: optionalId },
        },
        response: withNotFound,
      },
    },
    async (r, reply) => {
      const svg = await flowImage(db, caller(r), r.lang, {
        proInstId: r.query.proInstId,
        defId: r.query.defId,
      });
      return reply.type("image/svg+xml; charset=utf-8").header("Cache-Control", "no-store").send(svg);
    },
  );

  // ---- model --------------------------------------------------------------------------------------------

  const defKeyQuery = { type: "object", required: ["defKey"], properties: { defKey: idSchema } };
  app.get<{ Querystring: { defKey: string } }>(
    "/flow/def/v1/flowHasStartRights",
    {
      config: required,
      schema: {
        tags,
        summary: "Whether I may start the flow (a system administrator always may)",
        querystring: defKeyQuery,
        response: { 200: { type: "boolean" }, ...errorResponses },
      },
    },
    async (r) => {
      const me = caller(r);
      const admin = await isTenantAdmin(db, me.tenantId, me.id);
      return hasStartRight(db, me.tenantId, me.id, admin, r.query.defKey);
    },
  );
  app.get<{ Querystring: { defKey: string } }>(
    "/flow/def/v1/getJson",
    {
      config: required,
      schema: {
        tags,
        summary: "The main definition of a key with its JSON",
        querystring: defKeyQuery,
        response: { 200: definitionRowSchema, ...withNotFound },
      },
    },
    (r) => definitionWithJson(db, caller(r).tenantId, r.lang, { defKey: r.query.defKey }),
  );
  app.get<{ Querystring: { defId: string } }>(
    "/flow/def/v1/defGet",
    {
      config: required,
      schema: {
        tags,
        summary: "A definition version by id with its JSON",
        querystring: { type: "object", required: ["defId"], properties: { defId: idSchema } },
        response: { 200: definitionRowSchema, ...withNotFound },
      },
    },
    (r) => definitionWithJson(db, caller(r).tenantId, r.lang, { defId: r.query.defId }),
  );
  postFilter(
    "/flow/def/v1/listJson",
    "The tenant's flow definitions (every version), newest first",
    pageListOf(definitionRowSchema),
    (r) => listDefinitions(db, caller(r), r.lang, filterOf(r.body)),
  );

  // ---- often flows, categories, stock opinions -------------------------------------------------------------

  app.get(
    "/runtime/instance/v1/getMyOftenFlow",
    {
      config: required,
      schema: {
        tags,
        summary: "My often-used flows; with none saved, the first 6 flows I may start (isAdd false)",
        response: { 200: { type: "array", items: oftenFlowSchema }, ...errorResponses },
      },
    },
    (r) => myOftenFlows(db, caller(r), r.lang),
  );
  app.post<{ Body: unknown }>(
    "/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow",
    {
      config: required,
      schema: {
        tags,
        summary:
          "Replace my often-used flows (at most 20, each startable); an empty list resets to the default",
        body: {
          anyOf: [
            {
              type: "object",
              required: ["defKeys"],
              properties: {
                defKeys: { type: "array", maxItems: 500, items: { type: "string", maxLength: 64 } },
              },
            },
            {
              type: "array",
              maxItems: 500,
              items: {
                type: "object",
                required: ["defKey"],
                additionalProperties: true,
                properties: { defKey: { type: "string", maxLength: 64 } },
              },
            },
          ],
        },
        response: { 200: commonResult(), ...errorResponses },
      },
    },
    async (r) => {
      await saveMyOftenFlows(db, caller(r), r.lang, oftenKeysOf(r.body));
      return ok(undefined, message("bpmOftenSaved", r.lang));
    },
  );
  app.get<{ Querystring: { typeKey: string } }>(
    "/sys/sysType/v1/getTypesByKey",
    {
      config: required,
      schema: {
        tags,
        summary: "The categories of a type key (FLOW_TYPE, FORM_TYPE), in sn order",
        querystring: { type: "object", required: ["typeKey"], properties: { typeKey: idSchema } },
        response: { 200: { type: "array", items: sysTypeSchema }, ...errorResponses },
      },
    },
    (r) => typesByKey(db, caller(r).tenantId, r.query.typeKey, r.lang),
  );
  app.get<{ Querystring: { defKey?: string; typeId?: string } }>(
    "/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId",
    {
      config: required,
      schema: {
        tags,
        summary: "Stock opinions for a flow: global, the flow's, then my personal ones",
        querystring: { type: "object", properties: { defKey: optionalId, typeId: optionalId } },
        response: { 200: { type: "array", items: { type: "string" } }, ...errorResponses },
      },
    },
    (r) => approvalTexts(db, caller(r), r.query.defKey?.trim() || undefined),
  );
}

/** A definition row (contract shape) with its JSON under `definition`: by id, or the main version of a key. */
async function definitionWithJson(
  db: Database,
  tenantId: string,
  lang: "zh-CN" | "en-US",
  by: { defId?: string; defKey?: string },
) {
  const { row: found, def } = await loadedDefinition(db, tenantId, by);
  const row = await definitionQuery(db, tenantId).where("d.id", "=", found.id).executeTakeFirstOrThrow();
  return { ...definitionRowOf(row, lang), definition: def };
}

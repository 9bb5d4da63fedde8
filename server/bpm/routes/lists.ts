import type { FastifyInstance } from "fastify";
import { errorResponses, pageListOf } from "../../http/schemas";
import { delegateCount, delegateList } from "../read/delegate";
import { doneInstCount, doneInstList, doneTaskList } from "../read/done";
import { leaderTodoCount, leaderTodoList, secretaryRecords } from "../read/leader";
import { flowMenuCounts } from "../read/menuCounts";
import { type NoticeBox, noticeCount, noticeList } from "../read/notices";
import { myDrafts, myRequestCount, myRequests } from "../read/requests";
import { newProcess, newProcessCount } from "../read/startable";
import { noticeTodoReadCount, todoCount, todoList } from "../read/todo";
import { type BpmReadDeps, caller, filterOf, postFilterRoute, required, tags } from "./common";
import {
  countRowsSchema,
  definitionRowSchema,
  delegateRowSchema,
  doneTaskRowSchema,
  draftSchema,
  flowMenuCountsSchema,
  instanceSchema,
  noticeRowSchema,
  secretarySchema,
  taskRowSchema,
} from "./schemas";

/** The flow lists and their counts: to-dos, notices, requests, drafts, done, the leaders' to-dos. */
export function bpmListRoutes(app: FastifyInstance, { db }: BpmReadDeps): void {
  const postFilter = postFilterRoute(app);

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
    "/runtime/task/v1/getFlowMenuCounts",
    {
      config: required,
      schema: {
        tags,
        summary:
          "Every flow menu badge in one call: the totals of the to-do, notice, delegate and leaders' counts, by menu alias",
        response: { 200: flowMenuCountsSchema, ...errorResponses },
      },
    },
    (r) => flowMenuCounts(db, caller(r)),
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
  postFilter(
    "/runtime/task/v1/getDelegate",
    "My delegations (转办) and transfers (流转), newest first, with their receivers; params.defKey",
    pageListOf(delegateRowSchema),
    (r) => delegateList(db, caller(r), filterOf(r.body)),
  );
  postFilter(
    "/runtime/task/v1/getDelegateCount",
    "How many delegations and transfers I made: total, then per flow category",
    countRowsSchema,
    (r) => delegateCount(db, caller(r), r.lang, filterOf(r.body)),
  );
}

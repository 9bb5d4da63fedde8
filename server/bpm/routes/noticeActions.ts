import type { FastifyInstance } from "fastify";
import { commonResult } from "../../http/schemas";
import { actorOf } from "../engine/actor";
import {
  deleteNotice,
  readNotice,
  replyToNotice,
  type TransToMoreBody,
  transToMore,
} from "../engine/notices";
import { runAction } from "../engine/run";
import { noticeById } from "../read/notices";
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
import { caller } from "./common";
import { noticeRowSchema, str } from "./schemas";

/** A notice with how it was sent and the sender's message (GET getNotice and its twins). */
const noticeViewSchema = {
  ...noticeRowSchema,
  properties: { ...noticeRowSchema.properties, copyType: str, opinion: str },
};

/** The comma list of receivers: at most 50 ids of ≤ 64 characters. */
const userIds = { type: "string", maxLength: 50 * 65 };
const idBody = { type: "object", required: ["id"], properties: { id } };
const idQuery = { type: "object", required: ["id"], properties: { id } };

/**
 * Copy-to and notices to read (issue 14; spec 2 §7.1, §7.2; CONTRACT §6.6 transToMore): send, read, delete
 * or revoke, reply, and the notice views of the /taskRead screen.
 */
export function bpmNoticeRoutes(app: FastifyInstance, { db }: BpmActionDeps): void {
  const idempotent = idempotentOn(db);

  app.post<{ Body: TransToMoreBody }>(
    "/runtime/instance/v1/transToMore",
    {
      config: auth,
      schema: {
        tags,
        summary:
          "Send an instance to people to read (copyToType 0 抄送, 1 传阅); 请选择要传阅的人员！ when nobody is chosen",
        headers: idempotencyHeader,
        body: {
          type: "object",
          required: ["instanceId"],
          properties: {
            instanceId: id,
            userId: userIds,
            opinion: text(2000),
            messageType: text(64),
            copyToType: { type: "string", enum: ["0", "1"] },
            taskId: { type: "string", maxLength: 64 },
            files: text(20_000),
            selectNodeId: text(64),
          },
        },
        response: { 200: commonResult(), ...errors },
      },
    },
    idempotent(transToMore),
  );

  for (const url of ["/runtime/task/v1/addReadRecord", "/runtime/task/v1/noticeTurnDode"]) {
    app.post<{ Body: { id: string } }>(
      url,
      {
        config: auth,
        schema: {
          tags,
          summary: "Mark a notice sent to me as read (idempotent: the first read time is kept)",
          headers: idempotencyHeader,
          body: idBody,
          response: { 200: commonResult(), ...errors },
        },
      },
      idempotent(readNotice),
    );
  }

  app.post<{ Querystring: { id: string } }>(
    "/runtime/task/v1/delBpmTaskNoticeById",
    {
      config: auth,
      schema: {
        tags,
        summary: "Delete my read notice, or revoke one I sent that is still unread",
        querystring: idQuery,
        response: { 200: commonResult(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = await actorOf(db, request);
      const answer = await runAction(db, actor, undefined, (trx) =>
        deleteNotice(trx, actor, { id: request.query.id }),
      );
      return reply.status(answer.status).send(answer.body);
    },
  );

  app.post<{ Body: { id: string; opinion?: string } }>(
    "/runtime/instance/v1/doNextCopyto",
    {
      config: auth,
      schema: {
        tags,
        summary: "Reply to a notice sent to me (opinion copyto_reply); marks it read",
        headers: idempotencyHeader,
        body: {
          type: "object",
          required: ["id", "opinion"],
          properties: { id, opinion: text(2000), files: text(20_000), messageType: text(64) },
        },
        response: { 200: commonResult(), ...errors },
      },
    },
    idempotent(replyToNotice),
  );

  for (const url of [
    "/runtime/task/v1/getNotice",
    "/runtime/task/v1/getBpmTaskNoticeById",
    "/runtime/task/v1/getBpmTaskNoticeDoneById",
  ]) {
    app.get<{ Querystring: { id: string } }>(
      url,
      {
        config: auth,
        schema: {
          tags,
          summary: "One notice with its instance summary, for its receiver or sender",
          querystring: idQuery,
          response: { 200: noticeViewSchema, ...errors },
        },
      },
      (r) => noticeById(db, caller(r), r.query.id),
    );
  }
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import type { QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import { userOf } from "../../http/auth";
import { ok } from "../../http/envelope";
import { message } from "../../http/messages";
import { commonResult, errorResponses, idList, idsQuerystring, pageListOf } from "../../http/schemas";
import {
  getMessage,
  listMessages,
  markMessagesRead,
  type Reader,
  removeMessages,
  unreadCount,
} from "./inbox";

const tags = ["messages"];
const API = "/innermsg/messageReceiver/v1";

const messageRow = {
  type: "object",
  properties: {
    id: { type: "string" },
    kind: { type: "string" },
    subject: { type: "string" },
    content: { type: "string" },
    link: { type: "string" },
    createTime: { type: "string" },
    isRead: { type: "integer", enum: [0, 1] },
    readTime: { type: "string" },
  },
  required: ["id", "kind", "subject", "content", "link", "createTime", "isRead"],
};
const notFoundResponse = { 404: { $ref: "ErrorBody#" } };

const readerOf = (request: FastifyRequest): Reader => {
  const user = userOf(request);
  return { tenantId: user.tenantId, userId: user.id, lang: request.lang };
};

/** In-app messages of the signed-in user (spec 3 §7 Messages): list, get, remove, mark read, the badge. */
export function messageRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.post<{ Body: QueryFilter }>(
    `${API}/list`,
    {
      schema: {
        tags,
        summary: "My messages, unread first then newest first; filters subject, kind, createTime, isRead",
        body: { $ref: "QueryFilter#" },
        response: { 200: pageListOf(messageRow), ...errorResponses },
      },
    },
    async (request) => listMessages(db, readerOf(request), request.body ?? {}),
  );

  app.get<{ Querystring: { id: string } }>(
    `${API}/get`,
    {
      schema: {
        tags,
        summary: "One of my messages (another user's id is not found)",
        querystring: {
          type: "object",
          required: ["id"],
          properties: { id: { type: "string", minLength: 1, maxLength: 20 } },
        },
        response: { 200: messageRow, ...errorResponses, ...notFoundResponse },
      },
    },
    async (request) => getMessage(db, readerOf(request), request.query.id),
  );

  app.delete<{ Querystring: { ids: string } }>(
    `${API}/remove`,
    {
      schema: {
        tags,
        summary: "Delete my messages (ids=a,b), all or none: an id not mine → 404",
        querystring: idsQuerystring,
        response: { 200: commonResult(), ...errorResponses, ...notFoundResponse },
      },
    },
    async (request) => {
      await removeMessages(db, readerOf(request), idList(request.query.ids));
      return ok(undefined, message("removed", request.lang));
    },
  );

  app.post<{ Querystring: { ids: string } }>(
    `${API}/mark`,
    {
      schema: {
        tags,
        summary: "Mark my messages read (ids=a,b), all or none: an id not mine → 404",
        querystring: idsQuerystring,
        response: { 200: commonResult(), ...errorResponses, ...notFoundResponse },
      },
    },
    async (request) => {
      await markMessagesRead(db, readerOf(request), idList(request.query.ids));
      return ok(undefined, message("messagesMarked", request.lang));
    },
  );

  app.get(
    `${API}/getMsgbadge`,
    {
      schema: {
        tags,
        summary: "My unread message count (the header badge)",
        response: { 200: commonResult({ type: "integer", minimum: 0 }), ...errorResponses },
      },
    },
    async (request) => ok(await unreadCount(db, readerOf(request))),
  );
}

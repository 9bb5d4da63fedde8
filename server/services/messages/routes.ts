import type { FastifyInstance, FastifyRequest } from "fastify";
import type { QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import { userOf } from "../../http/auth";
import { ok } from "../../http/envelope";
import { message } from "../../http/messages";
import { commonResult, errorResponses, idList, idsQuerystring, pageListOf } from "../../http/schemas";
import type { EventHub } from "./events";
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
/** Live streams one user may hold on one server (tabs and devices); more is a 429. */
export const MAX_STREAMS_PER_USER = 8;
/** A comment line keeps proxies from closing an idle stream. */
const STREAM_PING_MS = 25_000;
const notFoundResponse = { 404: { $ref: "ErrorBody#" } };

const readerOf = (request: FastifyRequest): Reader => {
  const user = userOf(request);
  return { tenantId: user.tenantId, userId: user.id, lang: request.lang };
};

/** In-app messages of the signed-in user (spec 3 §7 Messages): list, get, remove, mark read, the badge. */
export function messageRoutes(app: FastifyInstance, { db, hub }: { db: Database; hub: EventHub }): void {
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

  app.get(
    `${API}/events`,
    {
      // A stream that stays open: left out of the OpenAPI document, whose generated tests call every
      // operation and wait for its end. It takes no input; the sign-in and guest checks apply as to any route.
      schema: { hide: true },
    },
    async (request, reply) => {
      const user = userOf(request);
      if (hub.listeners(user.tenantId, user.id) >= MAX_STREAMS_PER_USER) {
        return reply.code(429).send({ state: false, message: message("tooManyStreams", request.lang) });
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        connection: "keep-alive",
        "x-accel-buffering": "no",
      });
      res.write("retry: 5000\n: connected\n\n");
      const unsubscribe = hub.subscribe(user.tenantId, user.id, (topics) => {
        res.write(`event: changed\ndata: ${JSON.stringify({ topics })}\n\n`);
      });
      const ping = setInterval(() => res.write(": ping\n\n"), STREAM_PING_MS);
      ping.unref();
      const end = () => {
        clearInterval(ping);
        unsubscribe();
      };
      request.raw.on("close", end);
      res.on("close", end);
    },
  );
}

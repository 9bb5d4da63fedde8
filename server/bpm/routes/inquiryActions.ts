import type { FastifyInstance } from "fastify";
import {
  type CommunicateBody,
  communicate,
  type InquiryBody,
  inquire,
  MAX_ASKEES,
  type ReplyBody,
  replyCommunication,
  replyInquiry,
  type WithdrawBody,
  withdrawInquiry,
} from "../engine/inquiryActions";
import { actionRoutesOn, type BpmActionDeps, id, text } from "./actionSchemas";

/* 征询 inquiry and 沟通 communication (CONTRACT §6.6): ask, reply, withdraw. */

/** A comma list of at most MAX_ASKEES user ids (each ≤ 64 characters). */
const userList = { type: "string", maxLength: MAX_ASKEES * 65 };
const opinion = text(2000);
const files = text(20_000);

const inquiryBody = {
  type: "object",
  required: ["taskId", "userIds"],
  properties: {
    taskId: id,
    instanceId: text(64),
    userIds: userList,
    opinion,
    notifyType: text(64),
    data: text(900_000),
    files,
  },
};
const communicateBody = {
  type: "object",
  required: ["taskId", "userId"],
  properties: {
    taskId: id,
    userId: userList,
    opinion,
    messageType: text(64),
    instId: text(64),
    defId: text(64),
    files,
  },
};
const replyBody = {
  type: "object",
  required: ["taskId", "opinion"],
  properties: {
    taskId: id,
    opinion: { type: "string", minLength: 1, maxLength: 2000, pattern: "\\S" },
    files,
  },
};
const withdrawBody = {
  type: "object",
  required: ["taskId"],
  properties: { taskId: id, opinion, notifyType: text(64) },
};

/** The inquiry and communication routes. */
export function bpmInquiryActionRoutes(app: FastifyInstance, { db }: BpmActionDeps): void {
  const route = actionRoutesOn(app, db);

  route<InquiryBody>(
    "/runtime/task/v1/taskToInqu",
    "征询: ask others about a task; the task waits for their replies",
    inquiryBody,
    inquire,
  );
  route<ReplyBody>(
    "/runtime/task/v1/taskToInquReply",
    "Reply to an inquiry (the TRANSFORMEDINQU sub-task)",
    replyBody,
    (trx, actor, body) => replyInquiry(trx, actor, body),
  );
  route<WithdrawBody>(
    "/runtime/task/v1/withDraw",
    "Withdraw the open inquiry of a task (its unanswered sub-tasks go)",
    withdrawBody,
    withdrawInquiry,
  );
  route<CommunicateBody>(
    "/runtime/task/v1/communicate",
    "沟通: ask others for comments without blocking the task",
    communicateBody,
    communicate,
  );
  route<ReplyBody>(
    "/runtime/instance/v1/doNextcommu",
    "Answer a communication (the COMMU sub-task)",
    replyBody,
    (trx, actor, body) => replyCommunication(trx, actor, body),
  );
}

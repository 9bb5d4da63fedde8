import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  CHANNEL_MAX_ATTEMPTS,
  configureChannels,
  deliverChannels,
  type MailMessage,
  type MailSender,
  requestedChannels,
} from "../../server/services/messages/channels";
import { deliverOutbox } from "../../server/services/messages/delivery";
import { onlyTask, post, startLeave, tokensOf } from "./bpmHelpers";
import { createTestApp, type TestApp } from "./helpers";

/*
 * Message channels (issue 14 §2): inner always, mail through the configured MailSender (skipped with the
 * reason without one), sms not configured; the channels an action names are kept on its outbox rows, and an
 * action that named a channel this server cannot deliver still succeeds, with a plain warning.
 */

/** A real in-process MailSender: it keeps what it was given; `failing` (key → times) makes sends throw. */
class RecordingMailSender implements MailSender {
  sent: MailMessage[] = [];
  failing = new Map<string, number>();
  async send(mail: MailMessage) {
    const left = this.failing.get(mail.key) ?? 0;
    if (left > 0) {
      this.failing.set(mail.key, left - 1);
      throw new Error("mail server unreachable");
    }
    this.sent.push(mail);
  }
}

let t: TestApp;
let tk: Record<"zhangsan" | "lisi", string>;
let sender: RecordingMailSender;

beforeAll(async () => {
  t = await createTestApp();
  tk = await tokensOf(t.app, ["zhangsan", "lisi"]);
  // What the seed queued: delivered and its channels settled before the tests look at theirs.
  await deliverOutbox(t.db);
  await deliverChannels(t.db, undefined, 10_000);
});
afterAll(() => t.close());
afterEach(() => configureChannels(t.db, { mailSender: null }));

const FAR = new Date(Date.now() + 365 * 86_400_000);

/** A leave at lisi delegated to zhaoliu with some messageType; the answer and the message's outbox row. */
async function delegated(messageType: string | undefined, lang = "zh-CN") {
  const instId = await startLeave(t.app, tk.zhangsan, 1, `渠道测试-${messageType}`);
  const task = await onlyTask(t.db, instId);
  const res = await post(
    t.app,
    tk.lisi,
    "/runtime/task/v1/delegate",
    { taskId: task.id, userId: "u-zhaoliu", ...(messageType === undefined ? {} : { messageType }) },
    { "accept-language": lang },
  );
  expect(res.statusCode, res.body).toBe(200);
  const row = await t.db
    .selectFrom("bpm_outbox")
    .selectAll()
    .where("kind", "=", "taskDelegated")
    .where(sql<string>`payload->>'taskId'`, "=", task.id)
    .executeTakeFirstOrThrow();
  return { answer: res.json() as { state: boolean; message: string; warnings?: string[] }, row, task };
}

const channelRows = (outboxId: string) =>
  t.db
    .selectFrom("bpm_outbox_channel")
    .selectAll()
    .where("outbox_id", "=", outboxId)
    .orderBy("channel")
    .execute();

describe("requested channels", () => {
  it("reads messageType, else notifyType; inner always; the contract's default is mail", () => {
    expect(requestedChannels({ messageType: "mail,sms" })).toEqual({
      channels: ["inner", "mail", "sms"],
      explicit: true,
    });
    expect(requestedChannels({ notifyType: "inner" })).toEqual({ channels: ["inner"], explicit: true });
    expect(requestedChannels({ messageType: "" })).toEqual({ channels: ["inner"], explicit: true });
    expect(requestedChannels({ messageType: "fax, sms " })).toEqual({
      channels: ["inner", "sms"],
      explicit: true,
    });
    expect(requestedChannels({})).toEqual({ channels: ["inner", "mail"], explicit: false });
    expect(requestedChannels(undefined)).toEqual({ channels: ["inner", "mail"], explicit: false });
  });
});

describe("mail through a configured MailSender", () => {
  it("sends the message once to the receiver's address, in Chinese then English, keyed by outbox id", async () => {
    sender = new RecordingMailSender();
    configureChannels(t.db, { mailSender: sender });
    const { answer, row, task } = await delegated("inner,mail");
    expect(answer).toMatchObject({ state: true, message: "转办成功" });
    expect(answer.warnings).toBeUndefined();
    expect(row.channels).toBe("inner,mail");

    await deliverOutbox(t.db);
    const inner = await t.db
      .selectFrom("inner_message")
      .select(["receiver_id", "kind"])
      .where("outbox_id", "=", row.id)
      .execute();
    expect(inner).toEqual([{ receiver_id: "u-zhaoliu", kind: "taskDelegated" }]);

    // Two rounds at once and a later one: the mail goes once.
    await Promise.all([deliverChannels(t.db), deliverChannels(t.db)]);
    await deliverChannels(t.db, FAR);
    const mine = sender.sent.filter((m) => m.key === `outbox-${row.id}-mail`);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      to: "zhaoliu@tessera.example",
      receiverId: "u-zhaoliu",
      tenantId: "t-platform",
      link: `/task/${task.id}`,
    });
    expect(mine[0].subject).toContain("渠道测试-inner,mail");
    expect(mine[0].text).toMatch(/[\u4e00-\u9fff]/);
    expect(mine[0].text).toContain("delegated");
    expect(await channelRows(row.id)).toMatchObject([{ channel: "mail", status: "sent", reason: null }]);
  });

  it("retries a failing send later with the same key, and records it as failed after its last attempt", async () => {
    sender = new RecordingMailSender();
    configureChannels(t.db, { mailSender: sender });
    const { row } = await delegated("mail");
    await deliverOutbox(t.db);
    sender.failing.set(`outbox-${row.id}-mail`, 1);
    await deliverChannels(t.db);
    expect(await channelRows(row.id)).toMatchObject([
      { status: "pending", attempts: 1, reason: "mail server unreachable" },
    ]);
    await deliverChannels(t.db); // not due yet: nothing happens
    expect(sender.sent.filter((m) => m.key === `outbox-${row.id}-mail`)).toHaveLength(0);
    await deliverChannels(t.db, FAR);
    expect(sender.sent.filter((m) => m.key === `outbox-${row.id}-mail`)).toHaveLength(1);
    expect(await channelRows(row.id)).toMatchObject([{ status: "sent", attempts: 2, reason: null }]);

    const other = await delegated("mail");
    await deliverOutbox(t.db);
    sender.failing.set(`outbox-${other.row.id}-mail`, CHANNEL_MAX_ATTEMPTS);
    let at = Date.now();
    for (let i = 0; i < CHANNEL_MAX_ATTEMPTS; i++) {
      at += 2 * 3_600_000;
      await deliverChannels(t.db, new Date(at));
    }
    expect(await channelRows(other.row.id)).toMatchObject([
      { status: "failed", attempts: CHANNEL_MAX_ATTEMPTS, reason: "mail server unreachable" },
    ]);
  });
});

describe("channels that are not configured", () => {
  it("without a mail sender: the action succeeds with a warning, mail is skipped with the reason", async () => {
    const { answer, row } = await delegated("inner,mail,sms", "en-US");
    expect(answer).toMatchObject({ state: true, message: "Task delegated" });
    expect(answer.warnings).toEqual([
      "No mail service is configured: no e-mail was sent (the in-app message was)",
      "No SMS service is configured: no text message was sent (the in-app message was)",
    ]);
    expect(row.channels).toBe("inner,mail,sms");
    await deliverOutbox(t.db);
    await deliverChannels(t.db);
    expect(await channelRows(row.id)).toMatchObject([
      { channel: "mail", status: "skipped", reason: "mail: no mail sender configured" },
      { channel: "sms", status: "skipped", reason: "sms: not configured" },
    ]);
    // The in-app message went all the same.
    const inner = await t.db
      .selectFrom("inner_message")
      .select("id")
      .where("outbox_id", "=", row.id)
      .execute();
    expect(inner).toHaveLength(1);
  });

  it("sms is answered as not configured even with a mail sender; the warning is in Chinese for zh-CN", async () => {
    sender = new RecordingMailSender();
    configureChannels(t.db, { mailSender: sender });
    const { answer, row } = await delegated("sms");
    expect(answer.warnings).toEqual(["未配置短信服务，未发送短信通知（站内信已发送）"]);
    expect(row.channels).toBe("inner,sms");
    await deliverOutbox(t.db);
    await deliverChannels(t.db);
    expect(await channelRows(row.id)).toMatchObject([{ channel: "sms", status: "skipped" }]);
    expect(sender.sent.filter((m) => m.key.startsWith(`outbox-${row.id}-`))).toHaveLength(0);
  });

  it("inner only: no warning and no other channel; no messageType: the default mail, quietly skipped", async () => {
    const only = await delegated("inner");
    expect(only.answer.warnings).toBeUndefined();
    expect(only.row.channels).toBe("inner");
    const dflt = await delegated(undefined);
    expect(dflt.answer.warnings).toBeUndefined();
    expect(dflt.row.channels).toBe("inner,mail");
    await deliverOutbox(t.db);
    await deliverChannels(t.db);
    expect(await channelRows(only.row.id)).toEqual([]);
    expect(await channelRows(dflt.row.id)).toMatchObject([{ channel: "mail", status: "skipped" }]);
  });

  it("a repeated Idempotency-Key gets the same answer, warnings included, and queues nothing again", async () => {
    const instId = await startLeave(t.app, tk.zhangsan, 1, "渠道测试-幂等");
    const task = await onlyTask(t.db, instId);
    const body = { taskId: task.id, userId: "u-zhaoliu", messageType: "mail" };
    const headers = { "idempotency-key": `channels-${task.id}` };
    const a = await post(t.app, tk.lisi, "/runtime/task/v1/delegate", body, headers);
    const b = await post(t.app, tk.lisi, "/runtime/task/v1/delegate", body, headers);
    expect(a.json().warnings).toHaveLength(1);
    expect(b.json()).toEqual(a.json());
    const rows = await t.db
      .selectFrom("bpm_outbox")
      .select("id")
      .where("kind", "=", "taskDelegated")
      .where(sql<string>`payload->>'taskId'`, "=", task.id)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

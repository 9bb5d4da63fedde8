import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { deliverOutbox } from "../../server/services/messages/delivery";
import { openEventHub, type Topic } from "../../server/services/messages/events";
import { act, get, onlyTask, post, startLeave, tokensOf } from "./bpmHelpers";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/**
 * In-app messages (issue 14 §2, spec 3 §7 Messages): the engine's outbox delivered as messages, read in the
 * reader's language, marked read, deleted; each user sees only their own, each tenant only its own.
 */

const API = "/innermsg/messageReceiver/v1";
let t: TestApp;
let tok: Record<"zhangsan" | "lisi" | "wangwu", string>;
let acme: string;

type Row = { id: string; kind: string; subject: string; content: string; link: string; isRead: number };

const badge = async (token: string) => {
  const res = await get(t.app, token, `${API}/getMsgbadge`);
  expect(res.statusCode).toBe(200);
  return res.json().value as number;
};
const list = async (token: string, body: unknown = {}, lang = "zh-CN") => {
  const res = await t.app.inject({
    method: "POST",
    url: `${API}/list`,
    headers: { ...bearer(token), "accept-language": lang },
    payload: body as object,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { rows: Row[]; total: number };
};
const messageOf = async (token: string, instSubject: string, lang = "zh-CN") =>
  (await list(token, { pageBean: { pageSize: 100 } }, lang)).rows.find((r) =>
    r.subject.includes(instSubject),
  );

beforeAll(async () => {
  t = await createTestApp();
  tok = await tokensOf(t.app, ["zhangsan", "lisi", "wangwu"]);
  acme = await tokenOf(t.app, "acme_admin", "Passw0rd!", "?tenantId=t-acme");
  await deliverOutbox(t.db); // what the seed queued
});
afterAll(() => t.close());

describe("delivery of the outbox", () => {
  it("gives the new task's handler a message with a link to the task, in their language", async () => {
    const before = await badge(tok.lisi);
    const instId = await startLeave(t.app, tok.zhangsan, 2, "消息测试甲");
    const task = await onlyTask(t.db, instId);
    expect(await badge(tok.lisi)).toBe(before); // not delivered yet
    const delivered = await deliverOutbox(t.db);
    const lisi = await t.db
      .selectFrom("uc_user")
      .select("id")
      .where("account", "=", "lisi")
      .executeTakeFirstOrThrow();
    expect(delivered).toContainEqual({
      tenantId: "t-platform",
      userId: lisi.id,
      topics: ["messages", "todo"],
    });
    expect(await badge(tok.lisi)).toBe(before + 1);

    const zh = await messageOf(tok.lisi, "消息测试甲");
    expect(zh).toMatchObject({ kind: "taskCreated", isRead: 0, link: `/task/${task.id}` });
    expect(zh?.subject).toMatch(/^待办提醒：/);
    expect(zh?.content).toContain("请您及时处理");
    const en = await messageOf(tok.lisi, "消息测试甲", "en-US");
    expect(en?.subject).toMatch(/^New task: /);
    expect(en?.content).toContain("waits for you");
    // Unread first: the new message leads the list.
    expect((await list(tok.lisi)).rows[0].isRead).toBe(0);
  });

  it("shows a row once however often it is delivered (a crash after the insert, or two servers at once)", async () => {
    await startLeave(t.app, tok.zhangsan, 1, "消息测试乙");
    await Promise.all([deliverOutbox(t.db), deliverOutbox(t.db), deliverOutbox(t.db)]);
    const count = async () =>
      (await list(tok.lisi, { pageBean: { pageSize: 100 } })).rows.filter((r) =>
        r.subject.includes("消息测试乙"),
      ).length;
    expect(await count()).toBe(1);
    // As if a server died between copying and marking: the row is pending again.
    await t.db.updateTable("bpm_outbox").set({ sent_time: null }).execute();
    await deliverOutbox(t.db);
    expect(await count()).toBe(1);
  });

  it("tells the starter when the request is finished", async () => {
    const instId = await startLeave(t.app, tok.zhangsan, 1, "消息测试丙");
    await act(t.app, t.db, tok.lisi, instId, "agree");
    await deliverOutbox(t.db);
    const ended = (await list(tok.zhangsan, { pageBean: { pageSize: 100 } })).rows.find(
      (r) => r.kind === "instanceEnded" && r.subject.includes("消息测试丙"),
    );
    expect(ended?.link).toBe(`/inst/${instId}`);
    expect(ended?.subject).toMatch(/^流程已办结：/);
  });
});

describe("reading, marking and deleting", () => {
  it("marks read: the badge drops by one, marking again changes nothing, never below 0", async () => {
    const row = await messageOf(tok.lisi, "消息测试甲");
    if (!row) throw new Error("no message");
    const before = await badge(tok.lisi);
    const marked = await post(t.app, tok.lisi, `${API}/mark?ids=${row.id}`, {});
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ state: true, message: "已标记为已读" });
    expect(await badge(tok.lisi)).toBe(before - 1);
    await post(t.app, tok.lisi, `${API}/mark?ids=${row.id}`, {});
    expect(await badge(tok.lisi)).toBe(before - 1);
    const got = await get(t.app, tok.lisi, `${API}/get?id=${row.id}`);
    expect(got.json()).toMatchObject({ id: row.id, isRead: 1 });
    expect(got.json().readTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    // Filter by isRead.
    const unread = await list(tok.lisi, {
      querys: [{ property: "isRead", value: false, operation: "EQUAL" }],
      pageBean: { pageSize: 100 },
    });
    expect(unread.rows.every((r) => r.isRead === 0)).toBe(true);
    expect(unread.total).toBe(await badge(tok.lisi));
  });

  it("answers 404 for another user's or another tenant's message, and changes nothing", async () => {
    const row = await messageOf(tok.lisi, "消息测试乙");
    if (!row) throw new Error("no message");
    const before = await badge(tok.lisi);
    expect((await get(t.app, tok.wangwu, `${API}/get?id=${row.id}`)).statusCode).toBe(404);
    expect((await get(t.app, acme, `${API}/get?id=${row.id}`)).statusCode).toBe(404);
    expect((await post(t.app, tok.wangwu, `${API}/mark?ids=${row.id}`, {})).statusCode).toBe(404);
    const mixed = await t.app.inject({
      method: "DELETE",
      url: `${API}/remove?ids=${row.id},999999999`,
      headers: bearer(tok.lisi),
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: `${API}/remove?ids=${row.id}`, headers: bearer(acme) }))
        .statusCode,
    ).toBe(404);
    expect(await badge(tok.lisi)).toBe(before);
    expect(await messageOf(tok.lisi, "消息测试乙")).toBeDefined();
  });

  it("deletes the reader's own messages", async () => {
    const row = await messageOf(tok.lisi, "消息测试乙");
    if (!row) throw new Error("no message");
    const res = await t.app.inject({
      method: "DELETE",
      url: `${API}/remove?ids=${row.id}`,
      headers: bearer(tok.lisi),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ state: true, message: "删除成功" });
    expect(await messageOf(tok.lisi, "消息测试乙")).toBeUndefined();
    expect((await get(t.app, tok.lisi, `${API}/get?id=${row.id}`)).statusCode).toBe(404);
  });

  it("refuses bad input with 400 and a message", async () => {
    const bad = await post(t.app, tok.lisi, `${API}/list`, {
      querys: [{ property: "receiver_id", value: "x" }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("receiver_id");
    expect((await get(t.app, tok.lisi, `${API}/get`)).statusCode).toBe(400);
    expect((await post(t.app, tok.lisi, `${API}/mark`, {})).statusCode).toBe(400);
  });
});

describe("the delivery worker", () => {
  it("delivers without anyone asking, on its own timer", async () => {
    const live = await createTestApp({ messageDeliveryMs: 50 });
    try {
      const [zs, ls] = [await tokenOf(live.app, "zhangsan"), await tokenOf(live.app, "lisi")];
      const badgeOf = async () => (await get(live.app, ls, `${API}/getMsgbadge`)).json().value as number;
      await vi.waitFor(async () =>
        expect((await get(live.app, ls, `${API}/getMsgbadge`)).statusCode).toBe(200),
      );
      await vi.waitFor(async () => {
        const pending = await live.db
          .selectFrom("bpm_outbox")
          .select("id")
          .where("sent_time", "is", null)
          .execute();
        expect(pending).toHaveLength(0);
      });
      const before = await badgeOf();
      await startLeave(live.app, zs, 2, "定时投递");
      await vi.waitFor(async () => expect(await badgeOf()).toBe(before + 1), {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await live.close();
    }
  });
});

/** Reads server-sent events of a stream until `done` says enough, or the time runs out. */
async function readEvents(res: Response, done: (events: string[]) => boolean, ms = 15_000) {
  const reader = res.body?.getReader();
  if (!reader) throw new Error("no body");
  const events: string[] = [];
  const decoder = new TextDecoder();
  let text = "";
  const timer = setTimeout(() => void reader.cancel(), ms);
  try {
    while (!done(events)) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      text += decoder.decode(value, { stream: true });
      const parts = text.split("\n\n");
      text = parts.pop() ?? "";
      events.push(...parts);
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
  return events;
}

describe("live events", () => {
  it("streams a change to the handler when a message reaches them, and only to them", async () => {
    const live = await createTestApp({ messageDeliveryMs: 50 });
    try {
      const address = await live.app.listen({ port: 0, host: "127.0.0.1" });
      const [zs, ls, ww] = await Promise.all(["zhangsan", "lisi", "wangwu"].map((a) => tokenOf(live.app, a)));
      const open = (token?: string) =>
        fetch(`${address}${API}/events`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      expect((await open()).status).toBe(401);
      const lisiStream = await open(ls);
      expect(lisiStream.status).toBe(200);
      expect(lisiStream.headers.get("content-type")).toContain("text/event-stream");
      const wangwuStream = await open(ww);
      const changed = (events: string[]) => events.some((e) => e.includes("event: changed"));
      const [lisiEvents, wangwuEvents] = await Promise.all([
        readEvents(lisiStream, changed),
        readEvents(wangwuStream, changed, 4_000),
        startLeave(live.app, zs, 2, "实时提醒"),
      ]);
      const event = lisiEvents.find((e) => e.includes("event: changed"));
      expect(event).toContain('"topics":["messages","todo"]');
      expect(wangwuEvents.some((e) => e.includes("event: changed"))).toBe(false);
    } finally {
      await live.close();
    }
  });

  it("reaches a listener of another hub on the same database (another server behind the balancer)", async () => {
    const errors: unknown[] = [];
    const url = t.config.databaseUrl;
    const a = await openEventHub(url, (e) => errors.push(e));
    // On PostgreSQL a second hub is a second listener, as another server would be; PGlite has one process.
    const b = url ? await openEventHub(url, (e) => errors.push(e)) : a;
    try {
      const heard = new Promise<Topic[]>((resolve) => b.subscribe("t-platform", "u-x", resolve));
      expect(b.listeners("t-platform", "u-x")).toBe(1);
      await a.publish([
        { tenantId: "t-acme", userId: "u-x", topics: ["todo"] },
        { tenantId: "t-platform", userId: "u-x", topics: ["messages"] },
      ]);
      expect(await heard).toEqual(["messages"]);
      expect(errors).toEqual([]);
    } finally {
      await a.close();
      if (b !== a) await b.close();
    }
  });
});

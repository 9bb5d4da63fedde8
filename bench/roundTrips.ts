/**
 * The statements of one `complete` (issue 16 §A profile; `npx tsx bench/roundTrips.ts`): on a fresh
 * PostgreSQL database with the demo data, two one-day leaves are started and completed by lisi (agree, an
 * idempotency key each); every statement the server sends during the second complete (caches warm) is
 * listed in order, one round trip each, with the request's HTTP time. Nothing is asserted.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { onFreshDatabase, postText, tokenOf } from "./bpm";

const agent = new http.Agent({ keepAlive: true });
const seen: string[] = [];
let recording = false;
// Every statement goes through pg.Client#query (Kysely's pool, the event hub's own connection).
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === "string" ? first : (first?.text ?? "?");
    seen.push(text.replace(/\s+/g, " ").trim());
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

const leave = Buffer.from(
  JSON.stringify({ leave: { reason: "bench", startDate: "2026-12-01", endDate: "2026-12-01", days: 1 } }),
).toString("base64");

async function main() {
  await onFreshDatabase("postgres", async (served) => {
    const zhangsan = await tokenOf(served.base, "zhangsan");
    const lisi = await tokenOf(served.base, "lisi");
    const post = (token: string, url: string, body: unknown, headers: Record<string, string> = {}) =>
      postText(agent, served.base, token, url, body, headers);
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await post(zhangsan, "/runtime/instance/v1/start", { flowKey: "leave", data: leave });
      if (!JSON.parse(res.text).state) throw new Error(res.text);
    }
    const rows = await served.database.db
      .selectFrom("bpm_task")
      .select("id")
      .where("assignee_id", "=", "u-lisi")
      .where("def_key", "=", "leave")
      .where("subject", "like", "%bench%")
      .orderBy("create_time")
      .execute();
    ids.push(...rows.map((r) => r.id));
    for (const [i, taskId] of ids.entries()) {
      recording = i === ids.length - 1;
      const t0 = performance.now();
      const res = await post(
        lisi,
        "/runtime/task/v1/complete",
        { taskId, actionName: "agree", opinion: "同意" },
        { "idempotency-key": randomUUID() },
      );
      const ms = performance.now() - t0;
      recording = false;
      if (res.status !== 200) throw new Error(res.text);
      if (i === ids.length - 1) {
        for (const [n, s] of seen.entries()) console.log(`${String(n + 1).padStart(2)}. ${s.slice(0, 160)}`);
        console.log(JSON.stringify({ roundTrips: seen.length, httpMs: +ms.toFixed(1) }));
      }
    }
    agent.destroy();
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

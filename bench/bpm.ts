/**
 * The approval engine's benchmark (part of `npm run bench`; alone: `npm run bench -- --bpm-only`):
 * - getTodoList page 1 latency (p50/p95) for a manager with a bulk-generated load: 1M tasks / 100k instances
 *   on PostgreSQL (goal p95 ≤ 50 ms), 100k tasks / 10k instances on PGlite;
 * - `complete` throughput through the HTTP API (auth included) against the raw-SQL floor: the statements
 *   the engine issues for that agree (idempotency key, task, instance lock, versioned task removal,
 *   opinion, stack, instance end, audit + outbox + stored answer) issued directly in one transaction, with
 *   no engine logic and no HTTP, in the same run (goal ≥ 0.5×).
 * Figures are reported, never asserted.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import { buildApp } from "../server/app";
import { loadConfig } from "../server/config";
import { type Database, migrate, type OpenDatabase, openDatabase } from "../server/db";
import { seedIfEmpty } from "../server/seed";

const TENANT = "t-platform";
const MANAGER = "u-lisi";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/**
 * Bulk-loads `instances` running instances and `tasks` open tasks spread over 2000 generated users; the
 * manager lisi holds one task in 1000 directly and is a candidate of one in 5000 (offered to a group).
 */
export async function generateLoad(db: Database, instances: number, tasks: number): Promise<void> {
  const def = await db
    .selectFrom("bpm_definition")
    .select(["id", "def_key", "name", "type_id"])
    .where("tenant_id", "=", TENANT)
    .where("def_key", "=", "leave")
    .where("is_main", "=", "Y")
    .executeTakeFirstOrThrow();
  await sql`
    INSERT INTO bpm_instance (id, tenant_id, def_id, def_key, def_name, type_id, subject, status, bo_alias, data,
      creator_id, creator_name, create_time, update_time)
    SELECT 'bench-i-' || g, ${TENANT}, ${def.id}, ${def.def_key}, ${def.name}, ${def.type_id},
      '批量请假申请 ' || g, 'running', 'leave', '{"leave":{"reason":"bench","days":1}}'::jsonb,
      'bench-u-' || (g % 2000), '员工' || (g % 2000), now() - make_interval(secs => g), now()
    FROM generate_series(1, ${instances}) g`.execute(db);
  await sql`
    INSERT INTO bpm_task (id, tenant_id, inst_id, def_id, def_key, def_name, type_id, node_id, name, subject,
      status, assignee_id, creator_id, creator_name, create_time)
    SELECT 'bench-t-' || g, ${TENANT}, 'bench-i-' || (1 + g % ${instances}), ${def.id}, ${def.def_key},
      ${def.name}, ${def.type_id}, 'managerApprove', '部门经理审批', '批量请假申请 ' || (1 + g % ${instances}),
      'NORMAL',
      CASE WHEN g % 1000 = 0 THEN ${MANAGER} WHEN g % 10 = 0 THEN '0' ELSE 'bench-u-' || (g % 2000) END,
      'bench-u-' || (g % 2000), '员工' || (g % 2000), now() - make_interval(secs => g)
    FROM generate_series(1, ${tasks}) g`.execute(db);
  await sql`
    INSERT INTO bpm_task_candidate (tenant_id, task_id, type, identity_id, identity_name)
    SELECT ${TENANT}, 'bench-t-' || g, 'user', 'bench-u-' || ((g + 7) % 2000), '员工'
    FROM generate_series(1, ${tasks}) g WHERE g % 10 = 0 AND g % 1000 <> 0`.execute(db);
  await sql`
    INSERT INTO bpm_task_candidate (tenant_id, task_id, type, identity_id, identity_name)
    SELECT ${TENANT}, 'bench-t-' || g, 'user', ${MANAGER}, '李四'
    FROM generate_series(1, ${tasks}) g WHERE g % 5000 = 10`.execute(db);
  await sql`ANALYZE`.execute(db);
}

export interface Served {
  app: FastifyInstance;
  base: string;
  database: OpenDatabase;
  dataDir: string;
  databaseUrl?: string;
}

/** A migrated, seeded database (PostgreSQL when url is given, else PGlite in dataDir) and the app on a port. */
export async function serve(dataDir: string, databaseUrl?: string): Promise<Served> {
  const database = await openDatabase({ dataDir, databaseUrl });
  await migrate(database.db);
  await seedIfEmpty(database.db);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, JWT_SECRET: "bench-secret-0123456789abcdef" }),
    databaseUrl,
  };
  const app = await buildApp({ config, database, logger: false });
  const base = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, base, database, dataDir, databaseUrl };
}

/** Signs an account in over HTTP; resolves with its token. */
export async function tokenOf(base: string, account: string): Promise<string> {
  const res = await fetch(`${base}/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: account, password: Buffer.from("Passw0rd!").toString("base64") }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`cannot sign in ${account}: ${JSON.stringify(body)}`);
  return body.token;
}

// The timed calls go through a keep-alive node:http client. The client runs in the benchmark's own process,
// next to the server, so its CPU is charged to the figures: WHATWG fetch (undici) cost ~0.5–1 ms more per
// call here than node:http, which is the client, not the server under test.
const agent = new http.Agent({ keepAlive: true });

/** POSTs JSON with the bearer token; resolves with the status and the parsed body. */
const post = (
  base: string,
  token: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ ok: boolean; status: number; json(): Promise<unknown> }> =>
  new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request(
      `${base}${url}`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
          ...headers,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          text += chunk;
        });
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          resolve({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });

/** p50/p95 of page 1 of the manager's to-do list (20 warm-up calls first). */
async function todoLatency(base: string, token: string, n: number) {
  const call = async () => {
    const res = await post(base, token, "/runtime/task/v1/getTodoList", {
      pageBean: { page: 1, pageSize: 10 },
    });
    const body = (await res.json()) as { rows?: unknown[]; total?: number };
    if (!res.ok || !Array.isArray(body.rows)) throw new Error(`getTodoList failed: ${res.status}`);
    return body.total ?? 0;
  };
  for (let i = 0; i < 20; i++) await call();
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    total = await call();
    times.push(performance.now() - t0);
  }
  return { p50: median(times), p95: pct(times, 0.95), rowsInList: total };
}

const leaveData = (days: number) =>
  Buffer.from(
    JSON.stringify({ leave: { reason: "bench", startDate: "2026-12-01", endDate: "2026-12-01", days } }),
  ).toString("base64");

/** Starts n leaves as zhangsan (each lands at lisi); returns lisi's new task ids. */
export async function startLeaves(
  base: string,
  starter: string,
  manager: string,
  n: number,
): Promise<string[]> {
  for (let i = 0; i < n; i++) {
    const res = await post(base, starter, "/runtime/instance/v1/start", {
      flowKey: "leave",
      data: leaveData(1),
    });
    const body = (await res.json()) as { state?: boolean; message?: string };
    if (!body.state) throw new Error(`start failed: ${JSON.stringify(body)}`);
  }
  const res = await post(base, manager, "/runtime/task/v1/getTodoList", {
    pageBean: { page: 1, pageSize: n },
    querys: [{ property: "bt.subject_", value: "bench", operation: "LIKE" }],
  });
  const rows = ((await res.json()) as { rows: { id: string; subject: string }[] }).rows;
  return rows.map((r) => r.id);
}

/** Completes each task once through the API; returns completes per second. */
export async function completeThroughput(base: string, manager: string, taskIds: string[]): Promise<number> {
  const t0 = performance.now();
  for (const taskId of taskIds) {
    const res = await post(
      base,
      manager,
      "/runtime/task/v1/complete",
      { taskId, actionName: "agree", opinion: "同意" },
      { "idempotency-key": randomUUID() },
    );
    const body = (await res.json()) as { state?: boolean };
    if (!body.state) throw new Error(`complete failed: ${JSON.stringify(body)}`);
  }
  return taskIds.length / ((performance.now() - t0) / 1000);
}

/**
 * The raw-SQL floor: per task, the statements the engine issues for this very action (an agree on a
 * one-day leave at 部门经理审批, which ends the flow: see server/seed/bpmDefinitions.json) — in the
 * same order and shape, in one transaction — with no engine logic (no permission checks, definition,
 * navigation, data merge), no HTTP and no auth. Keep it in step with the engine: this is what a complete
 * costs the database, so engine ÷ floor measures what the engine and the HTTP path add.
 * (Until now the floor was not the engine's statements: it updated the task's version and then deleted
 * it, locked the instance without reading it, had no idempotency key and no org path / post / stack
 * depth lookups.)
 */
export async function rawFloor(db: Database, taskIds: string[]): Promise<number> {
  const t0 = performance.now();
  for (const taskId of taskIds) {
    const key = randomUUID();
    await db.transaction().execute(async (trx) => {
      // 1. the idempotency key is taken
      await trx
        .insertInto("bpm_idempotency")
        .values({
          tenant_id: TENANT,
          user_id: MANAGER,
          key,
          route: "POST /runtime/task/v1/complete",
          body_hash: key,
          status_code: 0,
          response: "null",
        })
        .onConflict((oc) => oc.columns(["tenant_id", "user_id", "key"]).doNothing())
        .executeTakeFirst();
      // 2. the task's instance read under the row lock, 3. then the task
      const inst = await trx
        .selectFrom("bpm_instance")
        .selectAll()
        .where("tenant_id", "=", TENANT)
        .where("id", "=", (eb) =>
          eb
            .selectFrom("bpm_task")
            .select("inst_id")
            .where("id", "=", taskId)
            .where("tenant_id", "=", TENANT),
        )
        .forUpdate()
        .executeTakeFirstOrThrow();
      const task = await trx
        .selectFrom("bpm_task")
        .selectAll()
        .where("id", "=", taskId)
        .where("tenant_id", "=", TENANT)
        .executeTakeFirstOrThrow();
      // 4. the task is taken only if unchanged
      const gone = await trx
        .deleteFrom("bpm_task")
        .where("id", "=", task.id)
        .where("version", "=", task.version)
        .where("status", "=", task.status)
        .executeTakeFirst();
      if (gone.numDeletedRows !== 1n) throw new Error("floor: conflict");
      const now = new Date();
      // 5. the opinion, with the auditor's org path and post looked up in the insert
      await trx
        .insertInto("bpm_opinion")
        .values({
          id: randomUUID(),
          tenant_id: TENANT,
          inst_id: inst.id,
          def_id: inst.def_id,
          task_id: task.id,
          task_key: task.node_id,
          task_name: task.name,
          qualfieds: JSON.stringify([{ id: MANAGER, name: "李四", type: "user" }]),
          auditor: MANAGER,
          auditor_name: "李四",
          agent_leader_id: null,
          opinion: "同意",
          status: "agree",
          create_time: now,
          assign_time: task.create_time,
          complete_time: now,
          dur_ms: now.getTime() - new Date(task.create_time).getTime(),
          files: null,
          zfiles: null,
          org_path: sql<
            string | null
          >`(SELECT o.path_name FROM uc_user_org uo JOIN uc_org o ON o.id = uo.org_id
            WHERE uo.user_id = ${MANAGER} ORDER BY uo.is_master DESC, o.id LIMIT 1)`,
          post_name: sql<
            string | null
          >`(SELECT p.name FROM uc_user_post up JOIN uc_post p ON p.id = up.post_id
            WHERE up.user_id = ${MANAGER} ORDER BY p.code LIMIT 1)`,
        })
        .execute();
      // 6. the executed-node stack entry on top of the instance's stack
      await trx
        .insertInto("bpm_exe_stack")
        .values({
          id: randomUUID(),
          tenant_id: TENANT,
          inst_id: inst.id,
          node_id: task.node_id,
          node_name: task.name,
          node_type: "userTask",
          task_id: task.id,
          assignee_id: MANAGER,
          action: "agree",
          depth: sql<number>`(SELECT coalesce(max(depth), 0) + 1 FROM bpm_exe_stack WHERE inst_id = ${inst.id})`,
          create_time: now,
        })
        .execute();
      // 7. the instance ends (data written back, version bumped)
      await trx
        .updateTable("bpm_instance")
        .set({
          status: "end",
          end_time: now,
          duration: now.getTime() - new Date(inst.create_time).getTime(),
          data: JSON.stringify(inst.data),
          version: inst.version + 1,
          update_time: now,
        })
        .where("id", "=", inst.id)
        .execute();
      // 8. audit and outbox rows written with the idempotency answer in one last statement
      await trx
        .with("audit_rows", (q) =>
          q.insertInto("bpm_audit").values({
            tenant_id: TENANT,
            user_id: MANAGER,
            account: "lisi",
            action: "complete",
            inst_id: inst.id,
            task_id: task.id,
            detail: JSON.stringify({ actionName: "agree", nodeId: task.node_id, nextTaskId: "" }),
            address: "127.0.0.1",
            user_agent: "node",
          }),
        )
        .with("outbox_rows", (q) =>
          q.insertInto("bpm_outbox").values({
            tenant_id: TENANT,
            kind: "instanceEnded",
            recipient_id: inst.creator_id,
            payload: JSON.stringify({ instId: inst.id, subject: inst.subject }),
          }),
        )
        .updateTable("bpm_idempotency")
        .set({
          status_code: 200,
          response: JSON.stringify({ state: true, message: "任务办理成功", value: "" }),
        })
        .where("tenant_id", "=", TENANT)
        .where("user_id", "=", MANAGER)
        .where("key", "=", key)
        .execute();
    });
  }
  return taskIds.length / ((performance.now() - t0) / 1000);
}

/**
 * Engine and floor throughput measured in alternating chunks of 10 tasks (engine, floor, engine, …), so
 * both see the same machine: run one after the other, a change in the load of a shared machine between
 * the two runs moved the ratio by ±0.1 from one run to the next.
 */
async function completeAgainstFloor(
  base: string,
  manager: string,
  db: Database,
  engineTasks: string[],
  floorTasks: string[],
): Promise<{ engine: number; floor: number }> {
  let engineMs = 0;
  let floorMs = 0;
  for (let i = 0; i < engineTasks.length; i += 10) {
    const engineChunk = engineTasks.slice(i, i + 10);
    engineMs += (engineChunk.length / (await completeThroughput(base, manager, engineChunk))) * 1000;
    const floorChunk = floorTasks.slice(i, i + 10);
    floorMs += (floorChunk.length / (await rawFloor(db, floorChunk))) * 1000;
  }
  return {
    engine: engineTasks.length / (engineMs / 1000),
    floor: floorTasks.length / (floorMs / 1000),
  };
}

/**
 * Runs `fn` on a served app over a fresh database of the given kind (a new PostgreSQL database on
 * BENCH_DATABASE_URL's server, or a PGlite directory), dropped afterwards.
 */
export async function onFreshDatabase<T>(kind: "postgres" | "pglite", fn: (served: Served) => Promise<T>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-bench-"));
  let databaseUrl: string | undefined;
  let dbName = "";
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  if (kind === "postgres") {
    dbName = `tessera_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const u = new URL(adminUrl);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  const served = await serve(dataDir, databaseUrl);
  try {
    return await fn(served);
  } finally {
    // fn may have closed them already (to hand the database to a server process); closing twice is harmless.
    await served.app.close().catch(() => undefined);
    await served.database.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
      await admin.end();
    }
  }
}

/** One engine's figures: to-do latency on the bulk load, then complete throughput vs the raw floor. */
function runOn(kind: "postgres" | "pglite", load: { instances: number; tasks: number }) {
  return onFreshDatabase(kind, async (served) => {
    const t0 = performance.now();
    await generateLoad(served.database.db, load.instances, load.tasks);
    const loadMs = performance.now() - t0;
    const lisi = await tokenOf(served.base, "lisi");
    const zhangsan = await tokenOf(served.base, "zhangsan");
    const todo = await todoLatency(served.base, lisi, 200);
    const n = kind === "postgres" ? 300 : 150;
    const engineTasks = await startLeaves(served.base, zhangsan, lisi, n);
    const floorTasks = await startLeaves(served.base, zhangsan, lisi, n);
    const { engine, floor } = await completeAgainstFloor(
      served.base,
      lisi,
      served.database.db,
      engineTasks,
      floorTasks,
    );
    return {
      load: { ...load, generateMs: Math.round(loadMs) },
      getTodoListPage1: todo,
      complete: {
        tasks: n,
        enginePerSecond: engine,
        rawSqlFloorPerSecond: floor,
        ratioToFloor: +(engine / floor).toFixed(2),
      },
    };
  });
}

/** The BPM figures on PostgreSQL (when one answers) and on PGlite. */
export async function bpmBench(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  try {
    out.postgres = await runOn("postgres", { instances: 100_000, tasks: 1_000_000 });
  } catch (err) {
    out.postgres = { skipped: `PostgreSQL unavailable or failed: ${(err as Error).message}` };
  }
  out.pglite = await runOn("pglite", { instances: 10_000, tasks: 100_000 });
  return out;
}

/**
 * The approval engine under concurrency (issue 16; alone: `npm run bench -- --throughput-only`):
 * - A. `complete` over HTTP with 1, 4, 16 and 64 concurrent clients (closed loop: each client sends its next
 *   complete when the previous one is answered), on PostgreSQL and on PGlite, each beside the raw-SQL floor
 *   at the same concurrency (bench/bpm.ts floorComplete: the engine's statements for the same agree — row
 *   lock, versioned removal, opinion, stack, instance end, audit + outbox + idempotency — through Kysely and
 *   the same driver, one connection per client). Goals: ≥ 1,000/s on PostgreSQL at 16 clients, ≥ 0.5× the
 *   floor at every level.
 * - B. getTodoList page 1 on PGlite under 20 concurrent connections (closed loop), p99 beside its goal
 *   ≤ 100 ms. autocannon is not installed here, so the 20-connection driver is the one below (node:http,
 *   keep-alive, 20 sockets): what autocannon -c 20 does, reported as req/s and p50/p95/p99.
 * The server runs as a process of its own (bench/serverProcess.ts) so the clients' CPU is not charged to it;
 * the tasks are started through the API beforehand (not timed). Figures are reported, never asserted.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { loadavg } from "node:os";
import { sql } from "kysely";
import { type Database, openDatabase } from "../server/db";
import { floorComplete, generateLoad, onFreshDatabase, postText, type Served, tokenOf } from "./bpm";
import { start, stop, TSX_ENTRY } from "./serverProcess";

const LEVELS = [1, 4, 16, 64] as const;
const GOAL_PER_SECOND_AT_16 = 1000;
const GOAL_RATIO_TO_FLOOR = 0.5;
const GOAL_TODO_P99_MS = 100;
const TENANT = "t-platform";
const MANAGER = "u-lisi";

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POSTs JSON with a bearer token over this bench's keep-alive agent (up to 256 sockets). */
const post = (
  base: string,
  token: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
) => postText(agent, base, token, url, body, headers);

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const load1 = () => +loadavg()[0].toFixed(1);

/**
 * `clients` closed-loop workers take the items one at a time until none is left; resolves with items per
 * second and each item's latency (ms).
 */
async function closedLoop<T>(
  clients: number,
  items: T[],
  work: (item: T) => Promise<void>,
): Promise<{ perSecond: number; times: number[] }> {
  let next = 0;
  const times: number[] = [];
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < items.length) {
        const item = items[next++];
        const began = performance.now();
        await work(item);
        times.push(performance.now() - began);
      }
    }),
  );
  return { perSecond: items.length / ((performance.now() - t0) / 1000), times };
}

/** How many completes each level runs (engine and floor each): enough for a few seconds at the goal. */
const tasksAt = (kind: "postgres" | "pglite", clients: number) =>
  kind === "postgres" ? Math.max(400, clients * 40) : Math.max(150, clients * 10);

const leaveData = Buffer.from(
  JSON.stringify({ leave: { reason: "bench", startDate: "2026-12-01", endDate: "2026-12-01", days: 1 } }),
).toString("base64");

/**
 * n one-day leaves waiting at lisi's 部门经理审批, prepared in bulk (not timed): one is started through the
 * API as zhangsan, then its instance, task, opinion and stack rows are copied n - 1 times in four set-based
 * statements (every column as the engine wrote it, ids suffixed), so each copy is what a start leaves.
 */
async function prepareLeaves(db: Database, base: string, starter: string, n: number): Promise<void> {
  const res = await post(base, starter, "/runtime/instance/v1/start", { flowKey: "leave", data: leaveData });
  if (!JSON.parse(res.text).state) throw new Error(`start failed: ${res.text}`);
  const [template] = await openLeaveTasks(db);
  const task = await db
    .selectFrom("bpm_task")
    .select(["id", "inst_id"])
    .where("id", "=", template)
    .executeTakeFirstOrThrow();
  const copies = n - 1;
  const copy = (table: string, changes: ReturnType<typeof sql>, where: ReturnType<typeof sql>) =>
    sql`INSERT INTO ${sql.table(table)}
      SELECT (jsonb_populate_record(NULL::${sql.table(table)}, to_jsonb(r) || ${changes})).*
      FROM ${sql.table(table)} r, generate_series(1, ${copies}) g WHERE ${where}`.execute(db);
  const suffix = sql`'-' || g`;
  await copy(
    "bpm_instance",
    sql`jsonb_build_object('id', r.id || ${suffix}, 'create_time', r.create_time + make_interval(secs => g / 1000.0))`,
    sql`r.id = ${task.inst_id}`,
  );
  await copy(
    "bpm_task",
    sql`jsonb_build_object('id', r.id || ${suffix}, 'inst_id', r.inst_id || ${suffix},
      'create_time', r.create_time + make_interval(secs => g / 1000.0))`,
    sql`r.id = ${task.id}`,
  );
  for (const table of ["bpm_opinion", "bpm_exe_stack"])
    await copy(
      table,
      sql`jsonb_build_object('id', r.id || ${suffix}, 'inst_id', r.inst_id || ${suffix},
        'task_id', CASE WHEN r.task_id = ${task.id} THEN r.task_id || ${suffix} ELSE r.task_id END)`,
      sql`r.inst_id = ${task.inst_id}`,
    );
  await sql`ANALYZE`.execute(db);
}

/** lisi's open leave tasks at 部门经理审批, oldest first. */
const openLeaveTasks = async (db: Database) =>
  (
    await db
      .selectFrom("bpm_task")
      .select("id")
      .where("tenant_id", "=", TENANT)
      .where("assignee_id", "=", MANAGER)
      .where("def_key", "=", "leave")
      .where("node_id", "=", "managerApprove")
      .where("status", "=", "NORMAL")
      .where("subject", "like", "%bench%")
      .orderBy("create_time")
      .orderBy("id")
      .execute()
  ).map((r) => r.id);

/** Completes every task through the API with `clients` clients (agree, a fresh idempotency key each). */
const engineLevel = (base: string, token: string, clients: number, taskIds: string[]) =>
  closedLoop(clients, taskIds, async (taskId) => {
    const res = await post(
      base,
      token,
      "/runtime/task/v1/complete",
      { taskId, actionName: "agree", opinion: "同意" },
      { "idempotency-key": randomUUID() },
    );
    if (res.status !== 200) throw new Error(`complete failed: ${res.status} ${res.text}`);
  });

/** The floor at `clients` clients: on PostgreSQL a pool of one connection per client; PGlite has one. */
async function floorLevel(served: Served, clients: number, taskIds: string[]) {
  if (!served.databaseUrl) return closedLoop(clients, taskIds, (id) => floorComplete(served.database.db, id));
  const pool = await openDatabase({
    dataDir: served.dataDir,
    databaseUrl: served.databaseUrl,
    poolMax: clients,
  });
  try {
    return await closedLoop(clients, taskIds, (id) => floorComplete(pool.db, id));
  } finally {
    await pool.close();
  }
}

interface Level {
  clients: number;
  tasks: number;
  enginePerSecond: number;
  engineP50Ms: number;
  engineP99Ms: number;
  floorPerSecond: number;
  ratioToFloor: number;
  goal: string;
  met: boolean;
  machineLoadAverage: number;
}

/** A level's figures with its goal beside them. */
function levelFigure(
  kind: "postgres" | "pglite",
  clients: number,
  engine: { perSecond: number; times: number[] },
  floor: { perSecond: number },
): Level {
  const ratio = +(engine.perSecond / floor.perSecond).toFixed(2);
  const rate = kind === "postgres" && clients === 16;
  return {
    clients,
    tasks: engine.times.length,
    enginePerSecond: Math.round(engine.perSecond),
    engineP50Ms: +pct(engine.times, 0.5).toFixed(1),
    engineP99Ms: +pct(engine.times, 0.99).toFixed(1),
    floorPerSecond: Math.round(floor.perSecond),
    ratioToFloor: ratio,
    goal: `≥ ${GOAL_RATIO_TO_FLOOR}× floor${rate ? `, ≥ ${GOAL_PER_SECOND_AT_16}/s` : ""}`,
    met: ratio >= GOAL_RATIO_TO_FLOOR && (!rate || engine.perSecond >= GOAL_PER_SECOND_AT_16),
    machineLoadAverage: load1(),
  };
}

/**
 * A on one database: the tasks of every level started through the API on an in-process server (not timed),
 * then the server process started on the same database; on PostgreSQL the floor and the engine alternate
 * level by level (both see the same machine), on PGlite (one process owns the directory) the floor levels
 * run first in-process, then the engine levels against the server process.
 */
async function completeLevels(kind: "postgres" | "pglite", env: Record<string, string>) {
  return onFreshDatabase(kind, async (served) => {
    const zhangsan = await tokenOf(served.base, "zhangsan");
    const total = LEVELS.reduce((sum, c) => sum + 2 * tasksAt(kind, c), 0);
    await prepareLeaves(served.database.db, served.base, zhangsan, total);
    const ids = await openLeaveTasks(served.database.db);
    if (ids.length < total) throw new Error(`only ${ids.length} of ${total} tasks started`);
    // Engine and floor take alternate tasks, so both complete the same mix of old and new rows.
    const split = LEVELS.map((c, i) => {
      const from = LEVELS.slice(0, i).reduce((sum, l) => sum + 2 * tasksAt(kind, l), 0);
      const mine = ids.slice(from, from + 2 * tasksAt(kind, c));
      return { engine: mine.filter((_, j) => j % 2 === 0), floor: mine.filter((_, j) => j % 2 === 1) };
    });
    const floors: { perSecond: number }[] = [];
    if (kind === "pglite")
      for (const [i, c] of LEVELS.entries()) floors.push(await floorLevel(served, c, split[i].floor));
    await served.app.close();
    if (kind === "pglite") await served.database.close();
    const server = await start(
      served.dataDir,
      { ...env, ...(served.databaseUrl ? { DATABASE_URL: served.databaseUrl } : {}) },
      profiled(),
    );
    try {
      const lisi = await tokenOf(server.base, "lisi");
      const levels: Level[] = [];
      for (const [i, c] of LEVELS.entries()) {
        const floor = kind === "postgres" ? await floorLevel(served, c, split[i].floor) : floors[i];
        const engine = await engineLevel(server.base, lisi, c, split[i].engine);
        levels.push(levelFigure(kind, c, engine, floor));
        console.error(JSON.stringify({ kind, ...levels[levels.length - 1] }));
      }
      return levels;
    } finally {
      await stop(server.proc);
    }
  });
}

/**
 * The server's node arguments: with `THROUGHPUT_CPU_PROF=<dir>` the server of parts A and B writes a V8 CPU profile
 * there when it stops (node refuses --cpu-prof in NODE_OPTIONS, so it cannot come through THROUGHPUT_ENV).
 */
const profiled = () => {
  const dir = process.env.THROUGHPUT_CPU_PROF;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`, ...TSX_ENTRY] : TSX_ENTRY;
};

/**
 * CPU time (user + system, ms) a process has used so far, from /proc (Linux); undefined elsewhere. The
 * server's CPU per request is the figure the machine's load moves least: on a busy machine the latencies
 * carry other processes' time, the CPU a request costs the server does not.
 */
function cpuMsOf(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** 20 connections in a closed loop for `seconds` after 20 warm-up calls: req/s and p50/p95/p99 (ms). */
async function twentyConnections(call: () => Promise<void>, seconds: number, serverPid?: number) {
  for (let i = 0; i < 20; i++) await call();
  const cpuBefore = cpuMsOf(serverPid);
  const times: number[] = [];
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      while (performance.now() < until) {
        const began = performance.now();
        await call();
        times.push(performance.now() - began);
      }
    }),
  );
  return {
    connections: 20,
    driver: "closed loop over node:http keep-alive (autocannon is not installed)",
    requests: times.length,
    perSecond: Math.round(times.length / ((performance.now() - t0) / 1000)),
    p50Ms: +pct(times, 0.5).toFixed(1),
    p95Ms: +pct(times, 0.95).toFixed(1),
    p99Ms: +pct(times, 0.99).toFixed(1),
    serverCpuMsPerRequest:
      cpuBefore === undefined
        ? undefined
        : +(((cpuMsOf(serverPid) ?? 0) - cpuBefore) / times.length).toFixed(2),
  };
}

/**
 * B: getTodoList page 1 as lisi on PGlite (the demo data and a generated load of 10k tasks / 1k instances,
 * lisi holding 27 of them besides the demo's), 20 connections in a closed loop for `seconds`, after a warm-up.
 */
async function todoUnderLoad(env: Record<string, string>, seconds = 10) {
  return onFreshDatabase("pglite", async (served) => {
    await generateLoad(served.database.db, 1_000, 10_000);
    await served.app.close();
    await served.database.close();
    const server = await start(served.dataDir, env, profiled());
    try {
      const lisi = await tokenOf(server.base, "lisi");
      const todo = async () => {
        const res = await post(server.base, lisi, "/runtime/task/v1/getTodoList", {
          pageBean: { page: 1, pageSize: 10 },
        });
        if (res.status !== 200) throw new Error(`getTodoList failed: ${res.status} ${res.text}`);
      };
      const health = () =>
        new Promise<void>((resolve, reject) => {
          http
            .get(`${server.base}/health`, { agent }, (res) => res.resume().on("end", resolve))
            .on("error", reject);
        });
      // The baseline in the same run: the liveness route (no database, no auth) at the same 20 connections.
      const baseline = await twentyConnections(health, seconds / 2, server.proc.pid);
      const figure = await twentyConnections(todo, seconds, server.proc.pid);
      return {
        ...figure,
        goalP99Ms: GOAL_TODO_P99_MS,
        p99ToGoal: +(figure.p99Ms / GOAL_TODO_P99_MS).toFixed(2),
        healthBaseline: baseline,
        p99RatioToBaseline: +(figure.p99Ms / baseline.p99Ms).toFixed(1),
        machineLoadAverage: load1(),
      };
    } finally {
      await stop(server.proc);
    }
  });
}

/** A and B: PostgreSQL (when one answers) and PGlite. `THROUGHPUT_ENV` adds server settings (k=v,k=v). */
export async function throughputBench(): Promise<Record<string, unknown>> {
  const env = Object.fromEntries(
    (process.env.THROUGHPUT_ENV ?? "")
      .split(",")
      .filter(Boolean)
      .map((kv) => kv.split("=") as [string, string]),
  );
  const out: Record<string, unknown> = { machineLoadAverageAtStart: load1(), serverEnv: env };
  const only = process.env.THROUGHPUT_PARTS ?? "postgres,pglite,todo";
  if (only.includes("postgres")) {
    try {
      out.completePostgres = await completeLevels("postgres", env);
    } catch (err) {
      out.completePostgres = { skipped: `PostgreSQL unavailable or failed: ${(err as Error).message}` };
    }
    console.error(JSON.stringify({ completePostgres: out.completePostgres }));
  }
  if (only.includes("pglite")) {
    out.completePglite = await completeLevels("pglite", env);
    console.error(JSON.stringify({ completePglite: out.completePglite }));
  }
  if (only.includes("todo")) out.todoListPglite20Connections = await todoUnderLoad(env);
  return out;
}

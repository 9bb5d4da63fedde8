/**
 * Bounded searches (issue 11 §2; part of `npm run bench`, alone: `npm run bench -- --search-only`), on
 * PostgreSQL and PGlite, each figure with its goal:
 * - time to answer 400 to a 20,000-character filter value (goal ≤ 100 ms);
 * - another user's to-do count while a slow but legal search runs (goal ≤ 200 ms on PostgreSQL; on PGlite
 *   the count waits for the search: one engine in the process, so the figure is reported against the
 *   search's own time);
 * - whether a subject LIKE '%…%' is served by the pg_trgm index (EXPLAIN; goal: the trigram index).
 * The data is written in-process; the figures are measured against the server run as its own process, so
 * that PGlite holding its process during a statement does not also stall the measuring client.
 * Figures are reported, never asserted.
 */
import { sql } from "kysely";
import { onFreshDatabase, type Served, tokenOf } from "./bpm";
import { start, stop } from "./serverProcess";

const ROWS = { postgres: 300_000, pglite: 30_000 };
/** A legal search no index serves: a two-letter LIKE over long flow names, sorted on them. */
const SLOW_SEARCH = {
  querys: [{ property: "procDefName", value: "zq", operation: "LIKE" }],
  sorter: [{ property: "procDefName", direction: "DESC" }],
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Admin's instances with long flow names (slow to search by LIKE) and numbered subjects. */
async function addInstances(served: Served, rows: number) {
  const db = served.database.db;
  await sql`INSERT INTO bpm_instance (id, tenant_id, def_id, def_key, def_name, subject, status, creator_id, creator_name)
    SELECT 'bulk-' || i, u.tenant_id, d.id, d.def_key, repeat(md5(i::text), 6), '批量申请 ' || i, 'running', u.id, u.fullname
    FROM generate_series(1, ${rows}) AS i,
      (SELECT id, tenant_id, fullname FROM uc_user WHERE account = 'admin') AS u,
      LATERAL (SELECT id, def_key FROM bpm_definition WHERE tenant_id = u.tenant_id LIMIT 1) AS d`.execute(
    db,
  );
  await sql`ANALYZE bpm_instance`.execute(db);
}

/** POST JSON with a token; resolves with the status and the time to the whole answer in ms. */
async function timedPost(base: string, token: string, url: string, body: unknown) {
  const t0 = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - t0 };
}

/** The figures on one engine. */
function runOn(kind: "postgres" | "pglite") {
  return onFreshDatabase(kind, async (served) => {
    await addInstances(served, ROWS[kind]);
    const plan = await sql<{ "QUERY PLAN": string }>`EXPLAIN SELECT id FROM bpm_instance
      WHERE subject::text ILIKE ${"%申请 12345%"}`.execute(served.database.db);
    const planText = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
    // PGlite's directory has one user at a time: hand it (or the PostgreSQL database) to the server process.
    await served.app.close();
    await served.database.close();
    const server = await start(served.dataDir, { DATABASE_URL: served.databaseUrl ?? "" });
    try {
      return {
        rows: ROWS[kind],
        ...(await measure(server.base, kind)),
        subjectLikeUsesTrigramIndex: {
          used: planText.includes("bpm_instance_subject_trgm"),
          goal: "the pg_trgm index",
        },
      };
    } finally {
      await stop(server.proc);
    }
  });
}

/** The timed figures against a running server. */
async function measure(base: string, kind: "postgres" | "pglite") {
  const admin = await tokenOf(base, "admin");
  const zhangsan = await tokenOf(base, "zhangsan");
  const huge = { querys: [{ property: "subject", value: "x".repeat(20_000), operation: "LIKE" }] };
  const refusals: number[] = [];
  for (let i = 0; i < 20; i++) {
    const r = await timedPost(base, admin, "/runtime/instance/v1/myRequest", huge);
    if (r.status !== 400) throw new Error(`a 20,000-character value answered ${r.status}`);
    refusals.push(r.ms);
  }
  const idle: number[] = [];
  for (let i = 0; i < 10; i++)
    idle.push((await timedPost(base, zhangsan, "/runtime/task/v1/getTodoCount", {})).ms);
  const alone = await timedPost(base, admin, "/runtime/instance/v1/myRequest", SLOW_SEARCH);
  const during: number[] = [];
  for (let i = 0; i < 3; i++) {
    const slow = timedPost(base, admin, "/runtime/instance/v1/myRequest", SLOW_SEARCH);
    // Let the search reach its statement (well under its own time), then ask for the count.
    await new Promise((r) => setTimeout(r, Math.min(200, alone.ms / 4)));
    during.push((await timedPost(base, zhangsan, "/runtime/task/v1/getTodoCount", {})).ms);
    await slow;
  }
  return {
    refuse20kValueMs: { p50: +median(refusals).toFixed(1), goal: "≤ 100 ms" },
    todoCountIdleMs: +median(idle).toFixed(1),
    slowLegalSearchMs: { ms: Math.round(alone.ms), status: alone.status },
    todoCountDuringSlowSearchMs: {
      p50: Math.round(median(during)),
      goal: kind === "postgres" ? "≤ 200 ms" : "reported: PGlite runs one statement at a time",
    },
  };
}

/** The search figures on PostgreSQL (when one answers) and on PGlite. */
export async function searchBench(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  try {
    out.postgres = await runOn("postgres");
  } catch (err) {
    out.postgres = { skipped: `PostgreSQL unavailable or failed: ${(err as Error).message}` };
  }
  out.pglite = await runOn("pglite");
  return out;
}

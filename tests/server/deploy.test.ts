import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { dateText } from "../../server/bpm/read/format";
import { loadConfig } from "../../server/config";
import { type OpenDatabase, openDatabase } from "../../server/db";
import { databaseOptionsOf, type Prepared, prepareDatabase } from "../../server/db/startup";
import { TENANTS, USERS } from "../../server/seed/demo";
import { todaysMeetings, todayText } from "../../server/services/home/content";
import { appTimeZone, setAppTimeZone } from "../../server/time";
import { withDatabase } from "./globalSetup";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/** The PostgreSQL server the two-server tests make their own empty database on (always there in CI). */
const POSTGRES = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Runs one statement on the PostgreSQL server's maintenance connection. */
async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Server {
  app: FastifyInstance;
  database: OpenDatabase;
  prepared: Prepared;
}

/** Starts a server as main.ts does (no JWT_SECRET): open, prepare under the start-up lock, build. */
async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOGIN_PER_ADDRESS_PER_MINUTE: "30",
  });
  const database = await openDatabase(databaseOptionsOf(loaded));
  const prepared = await prepareDatabase(database, loaded);
  const app = await buildApp({ config: prepared.config, database, logger: false });
  return { app, database, prepared };
}

describe("two servers on one PostgreSQL database", () => {
  const name = `tessera_deploy_${process.pid}_${Date.now()}`;
  const dirs = [
    mkdtempSync(path.join(tmpdir(), "tessera-a-")),
    mkdtempSync(path.join(tmpdir(), "tessera-b-")),
  ];
  let servers: Server[] = [];

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = withDatabase(POSTGRES, name);
    // Both start at once on the empty database, as two containers behind a balancer would.
    servers = await Promise.all(dirs.map((dir) => startServer(url, dir)));
  });
  afterAll(async () => {
    for (const s of servers) {
      await s.app.close();
      await s.database.close();
    }
    await admin(`DROP DATABASE IF EXISTS ${name}`);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it("both come up on an empty database, the demo seeded exactly once", async () => {
    expect(servers).toHaveLength(2);
    expect(servers.filter((s) => s.prepared.seeded)).toHaveLength(1);
    expect(servers.filter((s) => s.prepared.applied.length > 0)).toHaveLength(1);
    const db = servers[0].database.db;
    const tenants = await db
      .selectFrom("uc_tenant")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    const users = await db
      .selectFrom("uc_user")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(tenants.n)).toBe(TENANTS.length);
    expect(Number(users.n)).toBe(USERS.length);
    for (const s of servers) expect((await s.app.inject({ url: "/ready" })).statusCode).toBe(200);
  });

  it("without JWT_SECRET they share the key kept in the database: a token from one works on the other", async () => {
    expect(loadConfig({ DATA_DIR: dirs[0], DATABASE_URL: POSTGRES }).jwtSecret).toBeUndefined();
    // No server wrote a key file of its own.
    for (const dir of dirs) expect(readdirSync(dir)).not.toContain("jwt-secret");
    const [a, b] = servers;
    expect(a.prepared.config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.prepared.config.jwtSecret).toBe(a.prepared.config.jwtSecret);
    const token = await tokenOf(a.app, "zhangsan");
    const res = await b.app.inject({ url: "/refresh", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
  });

  it("limits 31 wrong sign-ins spread over the two servers as one: the 31st answers 429", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      // A different unknown account each time, so only the per-address limit can answer 429.
      const res = await servers[i % 2].app.inject({
        method: "POST",
        url: "/auth",
        remoteAddress: "192.0.2.31",
        payload: { username: `nobody${i}`, password: "d3Jvbmc=" },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 30).filter((c) => c === 429)).toEqual([]);
    expect(codes[30]).toBe(429);
  });
});

describe("starting on PGlite", () => {
  it("migrates and seeds once, keeps a key file when JWT_SECRET is unset, and a restart finds the work done", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tessera-pglite-"));
    try {
      const loaded = loadConfig({ DATA_DIR: dir });
      expect(readdirSync(dir)).toContain("jwt-secret");
      for (const round of [1, 2]) {
        const database = await openDatabase(databaseOptionsOf(loaded));
        try {
          const prepared = await prepareDatabase(database, loaded);
          expect(prepared.seeded).toBe(round === 1);
          expect(prepared.applied.length > 0).toBe(round === 1);
          expect(prepared.config.jwtSecret).toBe(loaded.jwtSecret);
        } finally {
          await database.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // Two fresh PGlite starts with a whole seed: about 40 s on an idle two-core machine.
  }, 240_000);

  it("skips the demo-data check on a restart the same day and runs it again the next day (the seed mark)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tessera-pglite-"));
    try {
      const loaded = loadConfig({ DATA_DIR: dir });
      const day = new Date("2026-11-27T08:00:00Z");
      const menus = (db: OpenDatabase["db"]) =>
        db
          .selectFrom("sys_menu")
          .select(["id", "alias", "parent_id"])
          .where("tenant_id", "=", "t-platform")
          .execute();
      const database = await openDatabase(databaseOptionsOf(loaded));
      try {
        expect((await prepareDatabase(database, loaded, day)).seeded).toBe(true);
        const all = (await menus(database.db)).length;
        // A menu no other menu hangs under.
        const rows = await menus(database.db);
        const leaf = rows.find((m) => !rows.some((other) => other.parent_id === m.id));
        if (!leaf) throw new Error("no leaf menu");
        const gone = leaf.alias;
        await database.db.deleteFrom("sys_menu_role").where("menu_id", "=", leaf.id).execute();
        await database.db.deleteFrom("sys_menu").where("id", "=", leaf.id).execute();
        // Later the same day: one query finds everything up to date, so the missing menu stays missing.
        const sameDay = await prepareDatabase(database, loaded, new Date("2026-11-27T20:00:00Z"));
        expect(sameDay).toMatchObject({ applied: [], seeded: false });
        expect((await menus(database.db)).length).toBe(all - 1);
        // The next day the full check runs and restores it.
        const nextDay = await prepareDatabase(database, loaded, new Date("2026-11-28T08:00:00Z"));
        expect(nextDay).toMatchObject({ applied: [], seeded: true });
        expect((await menus(database.db)).map((m) => m.alias)).toContain(gone);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe("trusted proxies and the per-address sign-in limit", () => {
  let t: TestApp;
  const PROXY = "10.9.9.9";
  beforeAll(async () => {
    t = await createTestApp({ loginPerAddressPerMinute: 2, trustProxy: [PROXY] });
  });
  afterAll(() => t.close());

  const from = (remoteAddress: string, forwardedFor: string, i: number) =>
    t.app.inject({
      method: "POST",
      url: "/auth",
      remoteAddress,
      headers: { "x-forwarded-for": forwardedFor },
      payload: { username: `nobody${i}`, password: "d3Jvbmc=" },
    });

  it("reads TRUST_PROXY as a comma list and trusts no proxy by default", () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: "x" }).trustProxy).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: "x", TRUST_PROXY: "10.0.0.1, 10.1.0.0/16" })
        .trustProxy,
    ).toEqual(["10.0.0.1", "10.1.0.0/16"]);
  });

  it("keys the limit on X-Forwarded-For when it comes from a trusted proxy", async () => {
    expect((await from(PROXY, "203.0.113.7", 1)).statusCode).not.toBe(429);
    expect((await from(PROXY, "203.0.113.7", 2)).statusCode).not.toBe(429);
    expect((await from(PROXY, "203.0.113.7", 3)).statusCode).toBe(429);
    // Another client behind the same proxy has its own count.
    expect((await from(PROXY, "203.0.113.8", 4)).statusCode).not.toBe(429);
  });

  it("ignores X-Forwarded-For from an address that is not a trusted proxy", async () => {
    expect((await from("192.0.2.1", "203.0.113.20", 5)).statusCode).not.toBe(429);
    expect((await from("192.0.2.1", "203.0.113.21", 6)).statusCode).not.toBe(429);
    expect((await from("192.0.2.1", "203.0.113.22", 7)).statusCode).toBe(429);
  });

  it("purges ended windows from the database", async () => {
    await t.db
      .updateTable("sys_rate_limit")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const { purgeEndedWindows } = await import("../../server/http/rateLimitStore");
    await purgeEndedWindows(t.db);
    const left = await t.db.selectFrom("sys_rate_limit").select("key").execute();
    expect(left).toEqual([]);
    // A fresh window counts from 1 again.
    expect((await from(PROXY, "203.0.113.7", 8)).statusCode).not.toBe(429);
  });
});

describe("health and readiness probes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers /health and /ready 200 {status: ok} without a token", async () => {
    for (const url of ["/health", "/ready"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: "ok" });
    }
  });

  it("answers /ready 503 without details while a migration is missing, /health still 200", async () => {
    const last = await t.db
      .selectFrom(sql.table("kysely_migration").as("m"))
      .select(sql<string>`max(name)`.as("name"))
      .executeTakeFirstOrThrow();
    await sql`delete from kysely_migration where name = ${last.name}`.execute(t.db);
    try {
      const res = await t.app.inject({ url: "/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: "unavailable" });
      expect((await t.app.inject({ url: "/health" })).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${new Date().toISOString()})`.execute(
        t.db,
      );
    }
    expect((await t.app.inject({ url: "/ready" })).statusCode).toBe(200);
  });

  it("reads DB_POOL_MAX as the pool size (default 10) and refuses nonsense", () => {
    const base = { DATA_DIR: t.config.dataDir, JWT_SECRET: "x" };
    expect(loadConfig(base).dbPoolMax).toBe(10);
    expect(loadConfig({ ...base, DB_POOL_MAX: "3" }).dbPoolMax).toBe(3);
    expect(() => loadConfig({ ...base, DB_POOL_MAX: "0" })).toThrow(/DB_POOL_MAX/);
  });
});

describe("timestamps in the configured time zone", () => {
  // A zone other than the process's own, so formatting in the local zone would show.
  const ZONE =
    Intl.DateTimeFormat().resolvedOptions().timeZone === "Asia/Shanghai"
      ? "America/New_York"
      : "Asia/Shanghai";
  const instant = new Date("2026-01-05T20:30:00Z");
  const expected = ZONE === "Asia/Shanghai" ? "2026-01-06 04:30:00" : "2026-01-05 15:30:00";
  let t: TestApp;
  const processZone = appTimeZone();
  beforeAll(async () => {
    t = await createTestApp({ timeZone: ZONE });
  });
  afterAll(async () => {
    setAppTimeZone(processZone);
    await t.close();
  });

  it("formats a known instant in APP_TIME_ZONE, not the process's zone", () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: "x", APP_TIME_ZONE: ZONE }).timeZone).toBe(
      ZONE,
    );
    expect(() =>
      loadConfig({ DATA_DIR: t.config.dataDir, JWT_SECRET: "x", APP_TIME_ZONE: "Mars/Olympus" }),
    ).toThrow(/APP_TIME_ZONE/);
    expect(dateText(instant)).toBe(expected);
    expect(todayText(instant)).toBe(expected.slice(0, 10));
  });

  it("gives the database session the same zone, so SQL's to_char agrees", async () => {
    const row = await sql<{ text: string }>`
      select to_char(${instant.toISOString()}::timestamptz, 'YYYY-MM-DD HH24:MI:SS') as text
    `.execute(t.db);
    expect(row.rows[0].text).toBe(expected);
  });

  it("counts today's meetings by the configured zone's day", async () => {
    // Noon of the configured zone's day of `instant`.
    const noon = new Date(
      `${expected.slice(0, 10)}T12:00:00${ZONE === "Asia/Shanghai" ? "+08:00" : "-05:00"}`,
    );
    await t.db
      .insertInto("portal_meeting")
      .values({
        id: "tz-meeting",
        tenant_id: "t-platform",
        hymc: "时区会议",
        kssj: noon,
        jssj: new Date(noon.getTime() + 3600_000),
        hys: "A",
        attendees: "[]",
      })
      .execute();
    const page = await todaysMeetings(t.db, "t-platform", "u-zhangsan", 1, 50, instant);
    const meeting = page.rows.find((r) => r.id === "tz-meeting");
    expect(meeting?.kssj).toBe(`${expected.slice(0, 10)} 12:00:00`);
  });
});

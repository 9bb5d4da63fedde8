import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig, type ServerConfig } from "../../server/config";
import { type Database, openDatabase } from "../../server/db";
import { databaseOptionsOf } from "../../server/db/startup";
import { TokenService } from "../../server/services/uc/tokens";
import { withDatabase } from "./globalSetup";

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: ServerConfig;
  /** Every log line written so far, parsed. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** A dist directory holding an index.html and one asset, to test the history-mode fallback. */
function fakeDist(root: string): string {
  const dist = path.join(root, "dist");
  mkdirSync(path.join(dist, "assets"), { recursive: true });
  writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Tessera</title><div id=root></div>");
  writeFileSync(path.join(dist, "assets", "app-abc123.js"), "console.log('tessera')");
  return dist;
}

/** An app on its own copy of the seeded template database (PGlite dir, or a PostgreSQL database). */
export async function createTestApp(overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const root = mkdtempSync(path.join(tmpdir(), "tessera-test-"));
  const templateDb = inject("templateDb");
  let dbName: string | undefined;
  let databaseUrl: string | undefined;
  if (templateDb) {
    const base = process.env.DATABASE_URL as string;
    dbName = `tessera_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${templateDb}`);
    await admin.end();
    databaseUrl = withDatabase(base, dbName);
  } else {
    cpSync(inject("templateDir"), root, { recursive: true });
  }
  const config: ServerConfig = {
    ...loadConfig({ DATA_DIR: root, JWT_SECRET: "test-secret-not-for-production-0123456789" }),
    distDir: fakeDist(root),
    databaseUrl,
    // Tests deliver the outbox themselves (deliverOutbox); messages.test.ts runs the worker on purpose.
    messageDeliveryMs: 0,
    // Tests run due jobs themselves (runDueJobs with an injected clock).
    jobPollMs: 0,
    ...overrides,
  };
  const database = await openDatabase(databaseOptionsOf(config));
  const logs: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split("\n").filter(Boolean)) logs.push(JSON.parse(line));
      done();
    },
  });
  const app = await buildApp({ config, database, logger: { level: "info", stream } });
  return {
    app,
    db: database.db,
    config,
    logs,
    async close() {
      await app.close();
      await database.close();
      if (dbName) {
        const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
        await admin.connect();
        await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
        await admin.end();
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

export const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");

/** POST /auth for an account; returns the raw response. */
export function signIn(app: FastifyInstance, username: string, password = "Passw0rd!", query = "") {
  return app.inject({ method: "POST", url: `/auth${query}`, payload: { username, password: b64(password) } });
}

/** The token of a successful sign-in (fails the test otherwise). */
export async function tokenOf(
  app: FastifyInstance,
  username: string,
  password = "Passw0rd!",
  query = "",
): Promise<string> {
  const res = await signIn(app, username, password, query);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().token;
}

/** A token service of the app's secret and lifetimes, with nothing remembered yet (auth.ts caches per service). */
export const tokenServiceOf = (config: ServerConfig) =>
  new TokenService(config.jwtSecret as string, config.jwtExpiration, {
    absoluteSeconds: config.sessionAbsoluteSeconds,
    refreshGraceSeconds: config.refreshGraceSeconds,
  });

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST changUserPsd as the token's user; the raw answer. */
export const changePassword = (app: FastifyInstance, token: string, oldPwd: string, newPwd: string) =>
  app.inject({
    method: "POST",
    url: "/api/user/v1/user/changUserPsd",
    headers: bearer(token),
    payload: { oldPwd, newPwd },
  });

/** The JSON of an answer, with its status for the assertion message. */
export function body(res: LightMyRequestResponse) {
  return res.json() as Record<string, unknown>;
}

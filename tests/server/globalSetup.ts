import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrate, openDatabase } from "../../server/db";
import { seedIfEmpty } from "../../server/seed";

declare module "vitest" {
  export interface ProvidedContext {
    templateDir: string;
    templateDb: string;
  }
}

/** Database URL of another database on the same PostgreSQL server. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Builds one migrated and seeded template per run (opening a fresh PGlite costs seconds): a PGlite data
 * directory that each test file copies, or, with DATABASE_URL, a PostgreSQL template database.
 */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `tessera_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const database = await openDatabase({ dataDir: "", databaseUrl: withDatabase(databaseUrl, name) });
    await migrate(database.db);
    await seedIfEmpty(database.db);
    await database.close();
    project.provide("templateDb", name);
    project.provide("templateDir", "");
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), "tessera-template-"));
  const database = await openDatabase({ dataDir: dir });
  await migrate(database.db);
  await seedIfEmpty(database.db);
  await database.close();
  project.provide("templateDir", dir);
  project.provide("templateDb", "");
  return () => rmSync(dir, { recursive: true, force: true });
}

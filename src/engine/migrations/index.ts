import type { JsonObject, Migration } from "../types";
import { migration0001 } from "./0001_i18n_prefix";
import { migration0002 } from "./0002_hidden_on";

/** Every migration, in order: migration i upgrades version i + 1 to i + 2. */
export const MIGRATIONS: readonly Migration[] = [migration0001, migration0002];

/** The document version this engine reads; older documents are migrated up to it. */
export const CURRENT_VERSION = MIGRATIONS.length + 1;

/** Applies the migrations a document needs, in order; returns the upgraded copy and the versions it passed. */
export function migrateDocument(document: JsonObject): { document: JsonObject; applied: number[] } {
  let current = document;
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    if (current.version === migration.from) {
      current = migration.migrate(current);
      applied.push(migration.from);
    }
  }
  return { document: current, applied };
}

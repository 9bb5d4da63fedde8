import { type Kysely, sql } from "kysely";

/**
 * Every change to a session or a user row says so on the channel `tessera_sessions` (one notification per
 * statement, at commit). On PGlite the server listens in process and forgets the sessions it had checked
 * (server/http/auth.ts), whichever code or script made the change: sign-out, password change, an admin
 * disabling a user, a direct UPDATE. On PostgreSQL nobody listens (every request reads its session row).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `CREATE FUNCTION tessera_session_changed() RETURNS trigger LANGUAGE plpgsql AS
      $$ BEGIN PERFORM pg_notify('tessera_sessions', TG_TABLE_NAME); RETURN NULL; END $$`,
    )
    .execute(db);
  for (const table of ["uc_session", "uc_user"])
    await sql
      .raw(
        `CREATE TRIGGER ${table}_changed AFTER UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION tessera_session_changed()`,
      )
      .execute(db);
}

/** Drops the triggers and their function. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["uc_session", "uc_user"])
    await sql.raw(`DROP TRIGGER IF EXISTS ${table}_changed ON ${table}`).execute(db);
  await sql.raw("DROP FUNCTION IF EXISTS tessera_session_changed()").execute(db);
}

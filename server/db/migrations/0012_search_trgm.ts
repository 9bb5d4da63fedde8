import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * Trigram indexes for the searches a user types (issue 11 §2): QueryFilter LIKE '%…%' on the subjects of
 * the to-do, done, request and notice lists, and on user and org names. pg_trgm ships with PostgreSQL and
 * with PGlite's contrib (openDatabase loads it there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX bpm_instance_subject_trgm ON bpm_instance USING gin (subject gin_trgm_ops);
    CREATE INDEX bpm_task_subject_trgm ON bpm_task USING gin (subject gin_trgm_ops);
    CREATE INDEX bpm_task_notice_subject_trgm ON bpm_task_notice USING gin (subject gin_trgm_ops);
    CREATE INDEX uc_user_fullname_trgm ON uc_user USING gin (fullname gin_trgm_ops);
    CREATE INDEX uc_user_account_trgm ON uc_user USING gin (account gin_trgm_ops);
    CREATE INDEX uc_org_name_trgm ON uc_org USING gin (name gin_trgm_ops);
    `,
  );
}

/** Drops the trigram indexes (the extension stays: other objects may use it). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    DROP INDEX IF EXISTS bpm_instance_subject_trgm;
    DROP INDEX IF EXISTS bpm_task_subject_trgm;
    DROP INDEX IF EXISTS bpm_task_notice_subject_trgm;
    DROP INDEX IF EXISTS uc_user_fullname_trgm;
    DROP INDEX IF EXISTS uc_user_account_trgm;
    DROP INDEX IF EXISTS uc_org_name_trgm;
    `,
  );
}

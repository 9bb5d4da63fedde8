import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * An Idempotency-Key is bound to the request it first answered: the route (method and path) and a hash
 * of the canonical body. The same key with another route or body is refused (422), never replayed.
 * Rows written before this migration have neither and so match no request (their keys are spent).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    ALTER TABLE bpm_idempotency ADD COLUMN route text NOT NULL DEFAULT '';
    ALTER TABLE bpm_idempotency ADD COLUMN body_hash text NOT NULL DEFAULT ''
  `,
  );
}

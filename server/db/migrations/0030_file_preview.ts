import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * The converted previews of office documents (issue 15 §3): each document is converted to PDF once per
 * tenant and content (sha-256 of the original), and the PDF is kept in the file store under `file_key`.
 * The primary key makes concurrent conversions on several servers harmless: the first row wins
 * (INSERT … ON CONFLICT DO NOTHING) and a loser removes its own copy. Per tenant, so one tenant never
 * learns through a cache hit that another holds the same document.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    CREATE TABLE sys_file_preview (
      tenant_id text NOT NULL,
      sha256 text NOT NULL,
      kind text NOT NULL DEFAULT 'pdf',
      store text NOT NULL,
      file_key text NOT NULL,
      size bigint NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, sha256, kind)
    )
  `,
  );
}

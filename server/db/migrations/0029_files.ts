import type { Kysely } from "kysely";
import { runDdl } from "./ddl";

/**
 * The file service (issue 15 §1, docs/files.md): sys_file becomes the metadata of every stored file (who
 * uploaded it, its sha-256, which store holds its bytes under which key, the record it is attached to) and
 * the bytes of the database store move to sys_file_chunk, ~1 MB a row. The legacy inline `content` (the
 * seeded logos) is moved into chunks and left empty; the column stays nullable for old rows only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runDdl(
    db,
    `
    ALTER TABLE sys_file ALTER COLUMN content DROP NOT NULL;
    ALTER TABLE sys_file
      ADD COLUMN uploader_id text,
      ADD COLUMN sha256 text,
      ADD COLUMN store text NOT NULL DEFAULT 'db' CHECK (store IN ('db', 's3')),
      ADD COLUMN storage_key text,
      ADD COLUMN owner_kind text,
      ADD COLUMN owner_id text,
      ADD COLUMN extra_props jsonb,
      ADD COLUMN flow_key text,
      ADD COLUMN status text NOT NULL DEFAULT 'ready';

    CREATE TABLE sys_file_chunk (
      storage_key text NOT NULL,
      seq integer NOT NULL,
      data bytea NOT NULL,
      create_time timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (storage_key, seq)
    );
    CREATE INDEX sys_file_chunk_time_idx ON sys_file_chunk (create_time);

    INSERT INTO sys_file_chunk (storage_key, seq, data) SELECT id, 0, content FROM sys_file WHERE content IS NOT NULL;
    UPDATE sys_file SET
      storage_key = id,
      sha256 = CASE WHEN content IS NULL THEN NULL ELSE encode(sha256(content), 'hex') END,
      owner_kind = CASE WHEN is_public THEN 'logo' ELSE NULL END,
      owner_id = CASE WHEN is_public THEN tenant_id ELSE NULL END,
      content = NULL;
    ALTER TABLE sys_file ALTER COLUMN storage_key SET NOT NULL;
    CREATE UNIQUE INDEX sys_file_storage_idx ON sys_file (store, storage_key);
    CREATE INDEX sys_file_owner_idx ON sys_file (tenant_id, owner_kind, owner_id);
    CREATE INDEX sys_file_uploader_idx ON sys_file (tenant_id, uploader_id, create_time)
  `,
  );
}

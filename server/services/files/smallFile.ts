import { createHash } from "node:crypto";
import type { Database } from "../../db";
import { CHUNK_BYTES, insertChunk } from "./dbStore";

/** A file written whole by the server itself (seed data, tests): its metadata besides the bytes. */
export interface SmallFile {
  id: string;
  tenantId: string;
  name: string;
  mime: string;
  uploaderId?: string;
  ownerKind?: string;
  ownerId?: string;
  isPublic?: boolean;
}

/**
 * Writes a small file the server already holds in memory into the database store and its metadata row, in
 * the caller's transaction (the seed's logos). Uploads never come here: they stream (upload.ts).
 */
export async function insertSmallFile(db: Database, file: SmallFile, bytes: Uint8Array): Promise<void> {
  const count = Math.max(1, Math.ceil(bytes.byteLength / CHUNK_BYTES));
  for (let seq = 0; seq < count; seq++) {
    const data = bytes.subarray(seq * CHUNK_BYTES, (seq + 1) * CHUNK_BYTES);
    await insertChunk(db, file.id, seq, data);
  }
  await db
    .insertInto("sys_file")
    .values({
      id: file.id,
      tenant_id: file.tenantId,
      name: file.name,
      mime: file.mime,
      size: bytes.byteLength,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      store: "db",
      storage_key: file.id,
      uploader_id: file.uploaderId ?? null,
      owner_kind: file.ownerKind ?? null,
      owner_id: file.ownerId ?? null,
      is_public: file.isPublic ?? false,
    })
    .execute();
}

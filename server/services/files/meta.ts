import type { Readable } from "node:stream";
import type { Selectable } from "kysely";
import type { Database } from "../../db";
import type { SysFileTable } from "../../db/schema";
import { type FileCaller, mayReadFile } from "./access";
import type { FileStore } from "./store";
import { storeFor } from "./stores";

/** A stored file's metadata row as the service reads it (without the legacy content column). */
export type FileMeta = Omit<Selectable<SysFileTable>, "content">;

const META_COLUMNS = [
  "id",
  "tenant_id",
  "name",
  "mime",
  "size",
  "is_public",
  "create_time",
  "uploader_id",
  "sha256",
  "store",
  "storage_key",
  "owner_kind",
  "owner_id",
  "extra_props",
  "flow_key",
  "status",
] as const;

/** The metadata of a file by id, whatever its tenant (callers apply the read rule), or undefined. */
export async function fileMeta(db: Database, fileId: string): Promise<FileMeta | undefined> {
  return db.selectFrom("sys_file").select(META_COLUMNS).where("id", "=", fileId).executeTakeFirst();
}

/** A readable file: its metadata and a way to stream its bytes. */
export interface OpenedFile {
  meta: FileMeta;
  stream(): Promise<Readable>;
}

/** Binds a file's bytes to the store that holds them. */
export function openedFile(db: Database, store: FileStore, meta: FileMeta): OpenedFile {
  return { meta, stream: () => storeFor(meta.store, store, db).get(meta.storage_key) };
}

/**
 * A file the caller may read (the read rule of access.ts), with its bytes on demand; undefined when it is
 * missing or not theirs to read (the two are not told apart).
 */
export async function openFile(
  db: Database,
  store: FileStore,
  caller: FileCaller | undefined,
  fileId: string,
): Promise<OpenedFile | undefined> {
  const meta = await fileMeta(db, fileId);
  if (!meta || !(await mayReadFile(db, caller, meta))) return undefined;
  return openedFile(db, store, meta);
}

/**
 * Attaches the given files to a record (an instance, a rule, a news item, a seal …), in the caller's
 * transaction: only files of the tenant uploaded by `uploaderId` and not yet attached elsewhere change.
 * Returns the ids that were attached (a caller may refuse the action when some were not).
 */
export async function attachFiles(
  db: Database,
  tenantId: string,
  uploaderId: string,
  fileIds: readonly string[],
  ownerKind: string,
  ownerId: string,
): Promise<string[]> {
  if (fileIds.length === 0) return [];
  const rows = await db
    .updateTable("sys_file")
    .set({ owner_kind: ownerKind, owner_id: ownerId })
    .where("tenant_id", "=", tenantId)
    .where("uploader_id", "=", uploaderId)
    .where("id", "in", [...fileIds])
    .where((eb) =>
      eb.or([
        eb("owner_kind", "is", null),
        eb.and([eb("owner_kind", "=", ownerKind), eb("owner_id", "=", ownerId)]),
      ]),
    )
    .returning("id")
    .execute();
  return rows.map((r) => r.id);
}

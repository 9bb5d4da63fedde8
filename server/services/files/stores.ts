import type { FileConfig } from "../../config";
import type { Database } from "../../db";
import { createDbFileStore } from "./dbStore";
import type { FileStore } from "./store";

/**
 * The FileStore the server writes new files to, chosen by FILE_STORE (server/config.ts): "db" (the
 * default) keeps chunks in the database. "s3" is the one place where the S3 backend is wired: once
 * server/services/files/s3Store.ts exists, this branch becomes
 *   `return createS3FileStore({ ...config.s3 })`  (endpoint, bucket, accessKeyId, secretAccessKey, region).
 */
export function fileStoreOf(config: FileConfig, db: Database): FileStore {
  if (config.store === "s3") {
    throw new Error("FILE_STORE=s3: the S3 backend is not wired yet (server/services/files/stores.ts)");
  }
  return createDbFileStore(db);
}

/**
 * The store holding an existing file: files keep the backend they were written to, so a server switched
 * to another FILE_STORE still reads the older ones from the database.
 */
export function storeFor(kind: "db" | "s3", current: FileStore, db: Database): FileStore {
  if (kind === current.kind) return current;
  if (kind === "db") return createDbFileStore(db);
  throw new Error("a file kept in S3 needs FILE_STORE=s3 and its settings");
}

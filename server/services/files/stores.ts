import type { FileConfig } from "../../config";
import type { Database } from "../../db";
import { createDbFileStore } from "./dbStore";
import type { S3FileStoreOptions } from "./s3Options";
import type { FileStore } from "./store";

/**
 * The S3 store, its SDK loaded on first use (a server on the database store never loads it, and a start
 * does not wait for it).
 */
function lazyS3FileStore(options: S3FileStoreOptions): FileStore {
  let made: Promise<FileStore> | undefined;
  const real = () => {
    made ??= import("./s3Store").then((m) => m.createS3FileStore(options));
    return made;
  };
  return {
    kind: "s3",
    put: async (key, body) => (await real()).put(key, body),
    get: async (key) => (await real()).get(key),
    remove: async (key) => (await real()).remove(key),
  };
}

/**
 * The FileStore the server writes new files to, chosen by FILE_STORE (server/config.ts): "db" (the
 * default) keeps chunks in the database, "s3" objects in an S3-compatible store (docs/files.md).
 */
export function fileStoreOf(config: FileConfig, db: Database): FileStore {
  if (config.store === "s3") {
    if (!config.s3) throw new Error("FILE_STORE=s3 needs its S3 settings (docs/files.md)");
    return lazyS3FileStore(config.s3);
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

import type { Readable } from "node:stream";

/**
 * Where the bytes of stored files live (issue 15 §1). The metadata (sys_file) says which store holds a
 * file and under which key; a store only keeps bytes. Two real backends implement it: the database
 * (chunks, the default) and S3-compatible object storage (FILE_STORE=s3).
 */
export interface FileStore {
  /** The backend's name, written on each file's metadata row: "db" or "s3". */
  readonly kind: "db" | "s3";
  /**
   * Streams all of `body` under `key` and resolves with the number of bytes written. When the body fails
   * (a cut-off upload) or the store does, it rejects and nothing stays stored under `key`.
   */
  put(key: string, body: Readable): Promise<number>;
  /** The bytes under `key`, streamed; rejects with {@link FileMissingError} when nothing is stored there. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes under `key`; no error when nothing is there. */
  remove(key: string): Promise<void>;
}

/** Nothing is stored under a key (the metadata row outlived its bytes, or the key is wrong). */
export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`no file stored under ${key}`);
    this.name = "FileMissingError";
  }
}

import { Readable } from "node:stream";
import { sql } from "kysely";
import { byteaReaderOf, type Database } from "../../db";
import { FileMissingError, type FileStore } from "./store";

/** Bytes per sys_file_chunk row. */
export const CHUNK_BYTES = 1024 * 1024;

/** Chunks whose key has no metadata row and that were last written this long ago are orphans. */
export const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * The database FileStore (the default, PGlite and PostgreSQL): a file's bytes are rows of ~1 MB in
 * sys_file_chunk under its key. `put` writes each chunk in its own short statement as the body arrives
 * (no transaction spans an upload: PGlite has one connection) and deletes what it wrote when the body or a
 * write fails; `get` reads the chunks one at a time as the reader pulls. Chunks of an upload that died
 * with the process are removed by {@link sweepOrphanChunks}.
 */
export function createDbFileStore(db: Database): FileStore {
  return {
    kind: "db",
    async put(key, body) {
      let seq = 0;
      let total = 0;
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      const flush = async () => {
        const data = Buffer.concat(pending, pendingBytes);
        pending = [];
        pendingBytes = 0;
        await insertChunk(db, key, seq, data);
        seq++;
      };
      try {
        for await (const piece of body) {
          let buf = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
          total += buf.length;
          while (buf.length > 0) {
            const room = CHUNK_BYTES - pendingBytes;
            pending.push(buf.subarray(0, room));
            pendingBytes += Math.min(room, buf.length);
            buf = buf.subarray(room);
            if (pendingBytes === CHUNK_BYTES) await flush();
          }
        }
        // An empty file still has its chunk 0, so that `get` can tell it from a missing one.
        if (pendingBytes > 0 || seq === 0) await flush();
        return total;
      } catch (err) {
        pending = [];
        await deleteChunks(db, key);
        throw err;
      }
    },
    async get(key) {
      const first = await chunkAt(db, key, 0);
      if (!first) throw new FileMissingError(key);
      return Readable.from(chunksFrom(db, key, first), { objectMode: false });
    },
    async remove(key) {
      await deleteChunks(db, key);
    },
  };
}

/**
 * Deletes a key's chunks, trying again when a statement fails: on PostgreSQL a client that disconnects
 * has the statements of its request cancelled (server/http/cancelOnClose.ts), which can hit this very
 * clean-up of its cut-off upload. What still fails is left to {@link sweepOrphanChunks}.
 */
async function deleteChunks(db: Database, key: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db.deleteFrom("sys_file_chunk").where("storage_key", "=", key).execute();
      return;
    } catch (err) {
      if (attempt >= 4) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/*
 * Chunk bytes are written as Base64 text (decode in SQL), not as bytea parameters: PGlite's JavaScript bytea
 * serialiser and parser took 450 and 200 ms per MB here, the Base64 path 60 and 11 ms; on PostgreSQL it is
 * as fast as hex and a third smaller on the wire (bench/files.ts), and Node keeps a Base64 string that large
 * outside V8's heap. Reads differ by engine: see chunkAt.
 */

/** Writes one chunk row. */
export async function insertChunk(db: Database, key: string, seq: number, data: Uint8Array): Promise<void> {
  const base64 = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("base64");
  await db
    .insertInto("sys_file_chunk")
    .values({ storage_key: key, seq, data: sql<Uint8Array>`decode(${base64}, 'base64')` })
    .execute();
}

/**
 * Reads one chunk row. On PostgreSQL with a binary COPY, so the bytes arrive as bytes: as a query result,
 * each chunk became a 1.4 MB string that V8 kept as garbage until a full collection, and a 200 MB download
 * raised the RSS by up to 240 MB (bench/README.md "Files"). PGlite runs in this process and has no such
 * path (its JavaScript bytea parser is the slow one), so there the chunk comes as Base64 text.
 */
async function chunkAt(db: Database, key: string, seq: number): Promise<Buffer | undefined> {
  const readBytea = byteaReaderOf(db);
  if (readBytea) {
    return readBytea(
      `SELECT data FROM sys_file_chunk
       WHERE storage_key = current_setting('tessera.chunk_key') AND seq = current_setting('tessera.chunk_seq')::int`,
      { "tessera.chunk_key": key, "tessera.chunk_seq": String(seq) },
    );
  }
  const row = await db
    .selectFrom("sys_file_chunk")
    .select(sql<string>`encode(data, 'base64')`.as("base64"))
    .where("storage_key", "=", key)
    .where("seq", "=", seq)
    .executeTakeFirst();
  // Node's Base64 decoder skips the line breaks encode() puts every 76 characters.
  return row ? Buffer.from(row.base64, "base64") : undefined;
}

/** The chunks of a key in order, each read when the previous one has been taken. */
async function* chunksFrom(db: Database, key: string, first: Buffer): AsyncGenerator<Buffer> {
  if (first.length > 0) yield first;
  for (let seq = 1; ; seq++) {
    const next = await chunkAt(db, key, seq);
    if (!next) return;
    yield next;
  }
}

/**
 * Deletes the chunks of keys that no metadata row names and that nobody has written to for
 * {@link ORPHAN_AGE_MS} (an upload cut off by a crash): safe on any number of servers at once. Returns how
 * many chunk rows it removed.
 */
export async function sweepOrphanChunks(db: Database, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_AGE_MS);
  const result = await sql`
    DELETE FROM sys_file_chunk c
    WHERE c.storage_key IN (
      SELECT k.storage_key FROM sys_file_chunk k
      GROUP BY k.storage_key
      HAVING max(k.create_time) < ${before}
    )
    AND NOT EXISTS (SELECT 1 FROM sys_file f WHERE f.store = 'db' AND f.storage_key = c.storage_key)
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Runs {@link sweepOrphanChunks} now and then every `everyMs` (hourly by default) until the returned stop
 * is called; failures go to `onError` and the next round tries again.
 */
export function startOrphanSweep(
  db: Database,
  onError: (err: unknown) => void,
  everyMs = ORPHAN_AGE_MS,
): () => void {
  const run = () => void sweepOrphanChunks(db).catch(onError);
  run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { byteaReaderOf } from "../../server/db";
import { firstBinaryField } from "../../server/db/copyOut";
import { CHUNK_BYTES, createDbFileStore } from "../../server/services/files/dbStore";
import type { FileStore } from "../../server/services/files/store";
import { createTestApp, type TestApp } from "./helpers";

/* The database store streams a download chunk by chunk as the reader pulls (issue 15 §1: a 500 MB transfer
   must not raise the server's memory by more than ~50 MB), and on PostgreSQL reads each chunk as bytes with
   a binary COPY rather than as a string (server/db/copyOut.ts). */

let t: TestApp;
let store: FileStore;

beforeAll(async () => {
  t = await createTestApp();
  store = createDbFileStore(t.db);
});
afterAll(async () => {
  await t?.close();
});

/** A binary COPY's output as PostgreSQL sends it: header, the rows of one field each, trailer. */
function copyOutput(rows: (Buffer | null)[]): Buffer {
  const header = Buffer.concat([Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"), Buffer.alloc(8)]);
  const tuples = rows.map((value) => {
    const head = Buffer.alloc(6);
    head.writeInt16BE(1, 0);
    head.writeInt32BE(value ? value.length : -1, 2);
    return Buffer.concat([head, value ?? Buffer.alloc(0)]);
  });
  return Buffer.concat([header, ...tuples, Buffer.from([0xff, 0xff])]);
}

describe("firstBinaryField", () => {
  it("reads the first row's value, and nothing for no row or NULL", () => {
    const value = Buffer.from([0, 1, 2, 255]);
    expect(firstBinaryField([copyOutput([value, Buffer.from("x")])])).toEqual(value);
    expect(firstBinaryField([copyOutput([Buffer.alloc(0)])])).toEqual(Buffer.alloc(0));
    expect(firstBinaryField([copyOutput([])])).toBeUndefined();
    expect(firstBinaryField([copyOutput([null])])).toBeUndefined();
  });

  it("reads a value split over several messages, and refuses output cut inside it", () => {
    const value = randomBytes(1000);
    const output = copyOutput([value]);
    for (const cut of [5, 19, 22, 25, 500]) {
      expect(
        firstBinaryField([output.subarray(0, cut), output.subarray(cut)])?.equals(value),
        `cut ${cut}`,
      ).toBe(true);
    }
    expect(() => firstBinaryField([output.subarray(0, 500)])).toThrow(/ended inside/);
  });
});

describe("downloads from the database store", () => {
  it("reads a chunk only when the reader pulls: a reader that has not read yet holds at most 2 chunks", async () => {
    const key = `stream-test/${Date.now()}`;
    const data = randomBytes(6 * CHUNK_BYTES);
    expect(await store.put(key, Readable.from([data]))).toBe(data.length);
    const download = await store.get(key);
    await new Promise((resolve) => download.once("readable", resolve));
    // Whatever the store has not read by now is gone: a store that read ahead would still give it all.
    await t.db.deleteFrom("sys_file_chunk").where("storage_key", "=", key).where("seq", ">=", 2).execute();
    const pieces: Buffer[] = [];
    for await (const piece of download) pieces.push(piece as Buffer);
    const got = Buffer.concat(pieces);
    expect(got.length).toBeGreaterThanOrEqual(CHUNK_BYTES);
    expect(got.length).toBeLessThanOrEqual(2 * CHUNK_BYTES);
    expect(got.equals(data.subarray(0, got.length))).toBe(true);
    await store.remove(key);
  });

  it("reads chunks as bytes on PostgreSQL (binary COPY), with keys that are not SQL", async () => {
    const readBytea = byteaReaderOf(t.db);
    expect(readBytea === undefined).toBe(t.config.databaseUrl === undefined);
    const key = `it's "quoted" ${Date.now()}'); DROP TABLE sys_file_chunk; --`;
    const data = Buffer.concat([
      Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
      randomBytes(CHUNK_BYTES),
    ]);
    await store.put(key, Readable.from([data]));
    const back: Buffer[] = [];
    for await (const piece of await store.get(key)) back.push(piece as Buffer);
    expect(Buffer.concat(back).equals(data)).toBe(true);
    if (readBytea) {
      const select = `SELECT data FROM sys_file_chunk
        WHERE storage_key = current_setting('tessera.chunk_key') AND seq = current_setting('tessera.chunk_seq')::int`;
      expect(await readBytea(select, { "tessera.chunk_key": key, "tessera.chunk_seq": "7" })).toBeUndefined();
      const first = await readBytea(select, { "tessera.chunk_key": key, "tessera.chunk_seq": "0" });
      expect(first?.equals(data.subarray(0, CHUNK_BYTES))).toBe(true);
      await expect(readBytea("SELECT no_such_column FROM sys_file_chunk", {})).rejects.toThrow(
        /no_such_column/,
      );
      // The connection is usable again after the failed COPY.
      expect(await readBytea(select, { "tessera.chunk_key": key, "tessera.chunk_seq": "1" })).toHaveLength(
        256,
      );
    }
    await store.remove(key);
  });
});

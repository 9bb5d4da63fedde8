/**
 * What every FileStore backend must do (issue 15 §1), as one suite each backend's test file runs against a
 * real store: `describeFileStore("s3", async () => ({ store, close }))`.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FileMissingError, type FileStore } from "../../server/services/files/store";

const MB = 1024 * 1024;

/** A stream of `size` random bytes in 64 KB chunks, and the sha-256 of what it produced once read. */
export function randomStream(size: number): { body: Readable; sha256: () => string } {
  const hash = createHash("sha256");
  let left = size;
  const body = new Readable({
    read() {
      if (left === 0) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(64 * 1024, left));
      left -= chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { body, sha256: () => hash.copy().digest("hex") };
}

/** A body that sends `size` bytes, waits a moment (parts reach the store), then fails like a cut-off upload. */
export function cutOffStream(size: number, error = new Error("connection reset by the client")): Readable {
  let left = size;
  return new Readable({
    read() {
      if (left === 0) {
        left = -1;
        setTimeout(() => this.destroy(error), 300);
        return;
      }
      if (left < 0) return;
      const chunk = randomBytes(Math.min(64 * 1024, left));
      left -= chunk.length;
      this.push(chunk);
    },
  });
}

/** sha-256 and length of everything a stream yields. */
export async function digest(stream: Readable): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash("sha256");
  let bytes = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest("hex"), bytes };
}

export interface StoreUnderTest {
  store: FileStore;
  close(): Promise<void>;
}

/** The FileStore contract against the store `makeStore` gives (made once for the suite, closed after it). */
export function describeFileStore(name: string, makeStore: () => Promise<StoreUnderTest>) {
  describe(`FileStore contract: ${name}`, () => {
    let made: StoreUnderTest;
    const key = () => `contract/${randomUUID()}`;
    beforeAll(async () => {
      made = await makeStore();
    });
    afterAll(async () => {
      await made?.close();
    });

    it("gives back the same bytes, by sha-256, of a 20 MB random stream and counts them", async () => {
      const k = key();
      const source = randomStream(20 * MB);
      expect(await made.store.put(k, source.body)).toBe(20 * MB);
      expect(await digest(await made.store.get(k))).toEqual({ sha256: source.sha256(), bytes: 20 * MB });
    });

    it("stores an empty file as zero bytes", async () => {
      const k = key();
      expect(await made.store.put(k, Readable.from([]))).toBe(0);
      expect((await digest(await made.store.get(k))).bytes).toBe(0);
    });

    it("rejects with FileMissingError for a key never stored", async () => {
      const k = key();
      await expect(made.store.get(k)).rejects.toBeInstanceOf(FileMissingError);
      await expect(made.store.get(k)).rejects.toMatchObject({ key: k });
    });

    it("rejects with FileMissingError once the bytes are removed", async () => {
      const k = key();
      await made.store.put(k, Readable.from([Buffer.from("文件内容 file body")]));
      await made.store.remove(k);
      await expect(made.store.get(k)).rejects.toBeInstanceOf(FileMissingError);
    });

    it("removes a key with nothing stored under it without an error", async () => {
      await expect(made.store.remove(key())).resolves.toBeUndefined();
    });

    it("rejects a body that fails after 20 MB and keeps nothing under the key", async () => {
      const k = key();
      await expect(
        made.store.put(k, cutOffStream(20 * MB, new Error("connection reset by the client"))),
      ).rejects.toThrow("connection reset by the client");
      await expect(made.store.get(k)).rejects.toBeInstanceOf(FileMissingError);
    });

    it("rejects a body that fails before its first byte and keeps nothing", async () => {
      const k = key();
      await expect(made.store.put(k, cutOffStream(0, new Error("no body")))).rejects.toThrow("no body");
      await expect(made.store.get(k)).rejects.toBeInstanceOf(FileMissingError);
    });

    it("stores two streams put in parallel under different keys, each intact", async () => {
      const [k1, k2] = [key(), key()];
      const [a, b] = [randomStream(9 * MB), randomStream(3 * MB + 17)];
      expect(await Promise.all([made.store.put(k1, a.body), made.store.put(k2, b.body)])).toEqual([
        9 * MB,
        3 * MB + 17,
      ]);
      expect((await digest(await made.store.get(k1))).sha256).toBe(a.sha256());
      expect((await digest(await made.store.get(k2))).sha256).toBe(b.sha256());
    });
  });
}

/**
 * The file service's stores (issue 15 §5; part of `npm run bench`, alone: `npm run bench -- --files-only`):
 * put and get of a 200 MB generated stream on each backend, in this process (where the server would run),
 * with the S3 server (s3rver) in a process of its own. Each figure has its goal beside it:
 * - throughput in MB/s, judged as a ratio to the same stream written to / read from a local file with
 *   fs streams in the same run (the disk and the machine's load are the same for both);
 * - the peak rise of this process's RSS during the transfer, sampled every 50 ms (goal ≤ 50 MB).
 * Figures are reported, never asserted.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createDbFileStore } from "../server/services/files/dbStore";
import type { S3FileStoreOptions } from "../server/services/files/s3Options";
import { createS3FileStore } from "../server/services/files/s3Store";
import type { FileStore } from "../server/services/files/store";
import { onFreshDatabase, type Served, tokenOf } from "./bpm";

const root = path.resolve(import.meta.dirname, "..");
const MB = 1024 * 1024;
const SIZE = 200 * MB;
const GOAL_RSS_RISE_MB = 50;

/** 200 MB made of one random megabyte repeated, in 64 KB chunks: costs no CPU and no memory to produce. */
function generated(size = SIZE): Readable {
  const block = randomBytes(MB);
  let sent = 0;
  return new Readable({
    highWaterMark: 64 * 1024,
    read() {
      if (sent >= size) {
        this.push(null);
        return;
      }
      const at = sent % MB;
      const chunk = block.subarray(at, Math.min(MB, at + 64 * 1024, at + size - sent));
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

/** A sink that counts what it is given. */
function counting(): { sink: Writable; bytes: () => number } {
  let n = 0;
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      n += chunk.length;
      done();
    },
  });
  return { sink, bytes: () => n };
}

interface Transfer {
  mbPerS: number;
  seconds: number;
  peakRssRiseMb: number;
}

/** Runs `work` while sampling RSS every 50 ms; the rise is against the RSS just before it started. */
async function measured(bytes: number, work: () => Promise<void>): Promise<Transfer> {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const t0 = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - t0) / 1000;
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    mbPerS: bytes / MB / seconds,
    seconds,
    peakRssRiseMb: (peak - before) / MB,
  };
}

/** The local-file baseline: the same stream through fs.createWriteStream and back through createReadStream. */
async function localFile() {
  const dir = mkdtempSync(path.join(tmpdir(), "tessera-bench-files-"));
  const file = path.join(dir, "200mb");
  try {
    const put = await measured(SIZE, () => pipeline(generated(), createWriteStream(file)));
    const out = counting();
    const get = await measured(SIZE, () => pipeline(createReadStream(file), out.sink));
    if (out.bytes() !== SIZE) throw new Error(`local file gave ${out.bytes()} bytes`);
    return { put, get };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A transfer beside its goals: throughput as a ratio to the local file, RSS rise to its goal. */
const judged = (t: Transfer, base: Transfer) => ({
  ...t,
  throughputRatioToLocalFile: t.mbPerS / base.mbPerS,
  goalRssRiseMb: GOAL_RSS_RISE_MB,
  rssRiseToGoal: t.peakRssRiseMb / GOAL_RSS_RISE_MB,
});

/** Put and get of 200 MB through one store; each figure with its goal and its ratio to the baseline. */
export async function measureStore(store: FileStore, baseline: { put: Transfer; get: Transfer }) {
  const key = `bench/${Date.now()}`;
  let written = 0;
  const put = await measured(SIZE, async () => {
    written = await store.put(key, generated());
  });
  if (written !== SIZE) throw new Error(`${store.kind} stored ${written} bytes`);
  const out = counting();
  const get = await measured(SIZE, async () => pipeline(await store.get(key), out.sink));
  if (out.bytes() !== SIZE) throw new Error(`${store.kind} gave back ${out.bytes()} bytes`);
  await store.remove(key);
  return { put: judged(put, baseline.put), get: judged(get, baseline.get) };
}

const BOUNDARY = "----tessera-bench-files";

/** A multipart body of one 200 MB PDF-looking file under the field `file`, streamed. */
function multipartPdf(): { body: Readable; length: number } {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\n` +
      "Content-Type: application/pdf\r\n\r\n%PDF-1.7\n",
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const pdfHead = "%PDF-1.7\n".length;
  async function* parts() {
    yield head;
    for await (const chunk of generated(SIZE - pdfHead)) yield chunk as Buffer;
    yield tail;
  }
  return { body: Readable.from(parts()), length: head.length + SIZE - pdfHead + tail.length };
}

/**
 * The whole service in this process over HTTP: POST /system/file/v1/upload of the 200 MB file (multipart,
 * type check, sha-256, the store) and GET downloadFile back, each with the RSS rise of the process.
 */
async function measureHttp(served: Served, baseline: { put: Transfer; get: Transfer }) {
  const token = await tokenOf(served.base, "zhangsan");
  const auth = { authorization: `Bearer ${token}` };
  let fileId = "";
  const put = await measured(SIZE, async () => {
    const { body, length } = multipartPdf();
    const answer = await new Promise<string>((resolve, reject) => {
      const req = http.request(`${served.base}/system/file/v1/upload`, {
        method: "POST",
        headers: {
          ...auth,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          "content-length": String(length),
        },
      });
      req.on("response", (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (d) => {
          text += d;
        });
        res.on("end", () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`upload: ${text}`))));
      });
      req.on("error", reject);
      body.pipe(req);
    });
    fileId = (JSON.parse(answer) as { fileId: string }).fileId;
  });
  const out = counting();
  const get = await measured(SIZE, async () => {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(`${served.base}/system/file/v1/downloadFile?fileId=${fileId}`, { headers: auth }, resolve)
        .on("error", reject),
    );
    await pipeline(res, out.sink);
  });
  if (out.bytes() !== SIZE) throw new Error(`downloadFile gave ${out.bytes()} bytes`);
  return { put: judged(put, baseline.put), get: judged(get, baseline.get) };
}

/** s3rver in a child process; resolves with the store options once it listens. */
async function startS3rverProcess(): Promise<{ proc: ChildProcess; options: S3FileStoreOptions }> {
  const proc = spawn(process.execPath, ["--import", "tsx", "bench/s3rverMain.ts"], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const options = await new Promise<S3FileStoreOptions>((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (d) => {
      out += d;
      const line = out.split("\n")[0];
      if (out.includes("\n")) resolve(JSON.parse(line) as S3FileStoreOptions);
    });
    proc.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  return { proc, options };
}

/** The figures for every backend available, with the local-file baseline of the same run. */
export async function filesBench() {
  const baseline = await localFile();
  const results: Record<string, unknown> = {
    sizeMb: SIZE / MB,
    localFileBaseline: baseline,
  };
  const s3 = await startS3rverProcess();
  try {
    results.s3 = await measureStore(createS3FileStore(s3.options), baseline);
  } finally {
    await new Promise((resolve) => {
      s3.proc.once("exit", resolve);
      s3.proc.kill("SIGTERM");
    });
  }
  // The database store alone, then the whole service over HTTP (multipart upload, downloadFile) on it.
  for (const kind of ["pglite", "postgres"] as const)
    results[`db-${kind}`] = await onFreshDatabase(kind, async (served) => ({
      store: await measureStore(createDbFileStore(served.database.db), baseline),
      http: await measureHttp(served, baseline),
    }));
  return results;
}

import { spawn } from "node:child_process";
import { constants, createReadStream, createWriteStream } from "node:fs";
import { access, mkdir, mkdtemp, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { pathToFileURL } from "node:url";
import { PREVIEW_SIZE_LIMIT } from "../../../../src/api/contract/files";
import { OFFICE_EXTENSIONS } from "./kind";

/** The default longest conversion: two minutes. */
export const OFFICE_TIMEOUT_MS = 120_000;

/** Why a conversion gave no PDF. */
export type OfficeFailure = "unavailable" | "tooLarge" | "timeout" | "failed";

/** A conversion that gave no PDF; `reason` says which answer the preview gives. */
export class OfficeConversionError extends Error {
  constructor(
    readonly reason: OfficeFailure,
    detail: string = reason,
  ) {
    super(`office conversion ${reason}: ${detail}`);
    this.name = "OfficeConversionError";
  }
}

/** A converted PDF in a temporary directory; `dispose` removes it (call it once done with the bytes). */
export interface ConvertedPdf {
  path: string;
  size: number;
  stream(): Readable;
  dispose(): Promise<void>;
}

/** The document: a stream, a file path, or a function opening the stream when the conversion's turn comes. */
export type OfficeInput = Readable | string | (() => Promise<Readable>);

/** The limits of conversions (OFFICE_CONVERT_* in server/config.ts; the defaults below when absent). */
export interface ConvertOptions {
  /** Longest run of LibreOffice before its whole process group is killed (default 120 s). */
  timeoutMs?: number;
  /** Largest input accepted, in bytes (default PREVIEW_SIZE_LIMIT, 50 MB). */
  maxBytes?: number;
  /** Most conversions this server runs at once; the others wait their turn (default 1). */
  concurrency?: number;
}

const binaries = new Map<string, Promise<string | undefined>>();

/** An executable file at `file`, or undefined. */
async function executable(file: string): Promise<string | undefined> {
  try {
    await access(file, constants.X_OK);
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The LibreOffice binary: SOFFICE_PATH when set, else `soffice` or `libreoffice` on the PATH; undefined when
 * none is installed. Looked up once per SOFFICE_PATH value (no process is started for the check).
 */
export function officeBinary(): Promise<string | undefined> {
  const configured = process.env.SOFFICE_PATH?.trim() ?? "";
  let found = binaries.get(configured);
  if (!found) {
    found = (async () => {
      if (configured) return executable(configured);
      for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean)) {
        for (const name of ["soffice", "libreoffice"]) {
          const file = await executable(path.join(dir, name));
          if (file) return file;
        }
      }
      return undefined;
    })();
    binaries.set(configured, found);
  }
  return found;
}

let isolation: Promise<string[]> | undefined;

/**
 * The command prefix that runs LibreOffice without network access: `unshare -rn` (a new user and network
 * namespace) where the kernel allows it, checked once; nothing where it does not. A document may name
 * external pictures or data, which LibreOffice would otherwise fetch from the server's network.
 */
function networkIsolation(): Promise<string[]> {
  isolation ??= new Promise((resolve) => {
    const probe = spawn("unshare", ["-rn", "true"], { stdio: "ignore", timeout: 5000 });
    probe.on("error", () => resolve([]));
    probe.on("close", (code) => resolve(code === 0 ? ["-rn"] : []));
  });
  return isolation;
}

/** True when LibreOffice is installed (cached; SOFFICE_PATH overrides the PATH lookup). */
export async function officeAvailable(): Promise<boolean> {
  return (await officeBinary()) !== undefined;
}

// LibreOffice is heavy: a burst of previews queues for one of `concurrency` slots per server, never forks more.
let running = 0;
const waiting: (() => void)[] = [];
let runs = 0;

/** Waits for a free conversion slot (at most `concurrency` held at once) and takes it. */
function takeSlot(concurrency: number): Promise<void> {
  if (running < concurrency) {
    running++;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the slot to the next waiting conversion, or frees it. */
function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/** Runs `work` in a conversion slot: at most `concurrency` run at once, the others wait in order. */
export async function inConversionSlot<T>(concurrency: number, work: () => Promise<T>): Promise<T> {
  await takeSlot(concurrency);
  try {
    return await work();
  } finally {
    releaseSlot();
  }
}

/** How many LibreOffice conversions this server has started (the preview cache is tested against it). */
export function officeConversionsRun(): number {
  return runs;
}

/**
 * The settings of each run's fresh profile: documents are untrusted, so no macro runs (not even signed
 * ones), and Writer and Calc never update links, which would fetch external URLs from the server.
 */
const PROFILE_SETTINGS = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema">
${[
  ["Common/Security/Scripting", "MacroSecurityLevel", "3"],
  ["Common/Security/Scripting", "DisableMacrosExecution", "true"],
  ["Common/Security/Scripting", "BlockUntrustedRefererLinks", "true"],
  ["Writer/Content/Update", "Link", "0"],
  ["Calc/Content/Update", "Link", "0"],
]
  .map(
    ([group, name, value]) =>
      `<item oor:path="/org.openoffice.Office.${group}"><prop oor:name="${name}" oor:op="fuse"><value>${value}</value></prop></item>`,
  )
  .join("\n")}
</oor:items>
`;

/** Copies `input` to `file`, failing with tooLarge past `maxBytes`. */
async function writeInput(input: Readable, file: string, maxBytes: number): Promise<void> {
  const source = input;
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new OfficeConversionError("tooLarge", `more than ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
  await pipeline(source, cap, createWriteStream(file));
}

/** Runs LibreOffice in its own process group and profile; kills the whole group after `timeoutMs`. */
function runSoffice(binary: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { detached: true, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    let timedOut = false;
    child.stderr?.on("data", (chunk: Buffer) => {
      if (stderr.length < 4000) stderr += chunk.toString("utf8");
    });
    const killGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // The group is already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, timeoutMs);
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(new OfficeConversionError("failed", err.message));
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      // oosplash may leave soffice.bin behind in the group; nothing of a finished run may outlive it.
      killGroup();
      if (timedOut) reject(new OfficeConversionError("timeout", `after ${timeoutMs} ms`));
      else if (code !== 0) reject(new OfficeConversionError("failed", `exit ${code}: ${stderr.trim()}`));
      else resolve();
    });
  });
}

/** One conversion, run when the queue reaches it. */
async function convertNow(input: OfficeInput, ext: string, options: ConvertOptions): Promise<ConvertedPdf> {
  const binary = await officeBinary();
  if (!binary) throw new OfficeConversionError("unavailable", "LibreOffice is not installed");
  const dir = await mkdtemp(path.join(tmpdir(), "tessera-office-"));
  const dispose = () => rm(dir, { recursive: true, force: true });
  let opened: Readable | undefined;
  try {
    const source = path.join(dir, `document.${ext}`);
    opened =
      typeof input === "string"
        ? createReadStream(input)
        : typeof input === "function"
          ? await input()
          : input;
    await writeInput(opened, source, options.maxBytes ?? PREVIEW_SIZE_LIMIT);
    await mkdir(path.join(dir, "profile", "user"), { recursive: true });
    await writeFile(path.join(dir, "profile", "user", "registrymodifications.xcu"), PROFILE_SETTINGS);
    const outDir = path.join(dir, "out");
    const args = [
      `-env:UserInstallation=${pathToFileURL(path.join(dir, "profile")).href}`,
      "--headless",
      "--norestore",
      "--nolockcheck",
      "--convert-to",
      "pdf",
      "--outdir",
      outDir,
      source,
    ];
    runs += 1;
    const isolated = await networkIsolation();
    const [command, commandArgs] = isolated.length
      ? ["unshare", [...isolated, binary, ...args]]
      : [binary, args];
    await runSoffice(command, commandArgs, options.timeoutMs ?? OFFICE_TIMEOUT_MS);
    const pdf = path.join(outDir, "document.pdf");
    const size = await stat(pdf).then(
      (s) => s.size,
      () => 0,
    );
    if (size === 0) throw new OfficeConversionError("failed", "LibreOffice wrote no PDF");
    return { path: pdf, size, stream: () => createReadStream(pdf), dispose };
  } catch (err) {
    opened?.destroy();
    if (input instanceof Readable) input.destroy();
    await dispose();
    throw err instanceof OfficeConversionError ? err : new OfficeConversionError("failed", String(err));
  }
}

/**
 * Converts an office document (a stream, a file path or an opener; `ext` one of OFFICE_EXTENSIONS) to PDF with
 * LibreOffice: headless, its own temporary profile so runs never share state, the input capped at
 * `maxBytes`, the process group killed after `timeoutMs`, at most `concurrency` at once per server. Resolves
 * with the PDF in a temporary directory (dispose it); rejects with an {@link OfficeConversionError}.
 */
export function convertOfficeToPdf(
  input: OfficeInput,
  ext: string,
  options: ConvertOptions = {},
): Promise<ConvertedPdf> {
  const lower = ext.toLowerCase();
  if (!OFFICE_EXTENSIONS.includes(lower)) {
    return Promise.reject(new OfficeConversionError("failed", `not an office extension: ${ext}`));
  }
  return inConversionSlot(options.concurrency ?? 1, () => convertNow(input, lower, options));
}

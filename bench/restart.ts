/**
 * Restart on PGlite with the demo data (issue 16, goal ≤ 1.5 s from process start to the first answered
 * request): a data directory is seeded by one cold start, then the server is restarted on it, through tsx
 * (`npm run serve`, the tests) and from the bundle `npm start` runs (scripts/serverBundle.mjs). Each restart
 * is timed from spawn to the answer of its first request (the login page), with the phases the server
 * reports (TESSERA_STARTUP_PHASES=1, ms since its process began) and the first sign-in after it (what lazy
 * work the first request pays). The machine is shared, so a baseline runs in the same run: a trivial node
 * http server, spawn to first answer; `toBaseline` is the ratio to it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { ensureServerBundle } from "../scripts/serverBundle.mjs";
import { freePort, start, stop, TSX_ENTRY } from "./serverProcess";

export const RESTART_GOAL_MS = 1500;

const root = path.resolve(import.meta.dirname, "..");
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Spawn to the first answer of a trivial node http server (node's own start, the same machine load). */
export async function baselineOnce(): Promise<number> {
  const port = await freePort();
  const began = performance.now();
  const proc: ChildProcess = spawn(
    process.execPath,
    [
      "-e",
      `require("node:http").createServer((q, r) => r.end("ok")).listen(${port}, "127.0.0.1", () => console.log("ready"))`,
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  await new Promise<void>((resolve) => proc.stdout?.once("data", () => resolve()));
  const res = await fetch(`http://127.0.0.1:${port}/`);
  await res.arrayBuffer();
  const ms = performance.now() - began;
  await new Promise<void>((resolve) => {
    proc.once("exit", () => resolve());
    proc.kill("SIGTERM");
  });
  return ms;
}

/** One restart on dataDir: spawn to the login page's answer, the server's phases, the first sign-in's time. */
export async function restartOnce(dataDir: string, entry: string[]) {
  const began = performance.now();
  const s = await start(dataDir, { TESSERA_STARTUP_PHASES: "1" }, entry);
  try {
    // The login page when the front end is built (it is served from dist/), else the runtime context.
    const first = existsSync(path.join(root, "dist", "index.html")) ? "/fvue/login" : "/fvue/context.json";
    const res = await fetch(`${s.base}${first}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${first}: ${res.status}`);
    const firstAnswerMs = performance.now() - began;
    const t0 = performance.now();
    const auth = await fetch(`${s.base}/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "zhangsan", password: Buffer.from("Passw0rd!").toString("base64") }),
    });
    await auth.arrayBuffer();
    if (!auth.ok) throw new Error(`sign-in: ${auth.status}`);
    const firstSignInMs = performance.now() - t0;
    const line = s.stdout.split("\n").find((l) => l.startsWith("startup phases "));
    const at = line ? (JSON.parse(line.slice("startup phases ".length)) as Record<string, number>) : {};
    // Each phase's own duration (the first, imports, from the process's start).
    const phases: Record<string, number> = {};
    let previous = 0;
    for (const [name, ms] of Object.entries(at)) {
      phases[name] = ms - previous;
      previous = ms;
    }
    return { firstAnswerMs, firstSignInMs, phases };
  } finally {
    await stop(s.proc);
  }
}

type Restart = Awaited<ReturnType<typeof restartOnce>>;

/** Medians of `runs` restarts, beside the goal and the baseline. */
function summarise(runs: Restart[], baselineMs: number) {
  const ms = median(runs.map((r) => r.firstAnswerMs));
  const phases: Record<string, number> = {};
  for (const name of Object.keys(runs[0].phases)) phases[name] = median(runs.map((r) => r.phases[name] ?? 0));
  return {
    firstAnswerMs: Math.round(ms),
    goalMs: RESTART_GOAL_MS,
    toGoal: +(ms / RESTART_GOAL_MS).toFixed(2),
    toBaseline: +(ms / baselineMs).toFixed(1),
    phasesMs: phases,
    firstSignInMs: Math.round(median(runs.map((r) => r.firstSignInMs))),
    runsMs: runs.map((r) => Math.round(r.firstAnswerMs)),
  };
}

/** The restart figures: tsx and the bundle, `runs` restarts each, interleaved so the load hits both alike. */
export async function restartBench(runs = 5) {
  const built = await ensureServerBundle();
  const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-bench-restart-"));
  try {
    const cold = await start(dataDir);
    const coldStartMs = Math.round(cold.ms);
    await stop(cold.proc);
    const baseline: number[] = [];
    const tsx: Restart[] = [];
    const bundle: Restart[] = [];
    const loadBefore = loadavg()[0];
    for (let i = 0; i < runs; i++) {
      baseline.push(await baselineOnce());
      tsx.push(await restartOnce(dataDir, TSX_ENTRY));
      if (built.bundle) bundle.push(await restartOnce(dataDir, [path.relative(root, built.bundle)]));
    }
    const baselineMs = median(baseline);
    return {
      machineLoadAverage: [+loadBefore.toFixed(2), +loadavg()[0].toFixed(2)],
      baselineMs: Math.round(baselineMs),
      coldStartMs,
      restartTsx: summarise(tsx, baselineMs),
      restartBundle: built.bundle ? summarise(bundle, baselineMs) : { skipped: built.reason },
    };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The server as a separate process, as the benchmarks measure it (client and server apart). */
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** A TCP port nobody listens on. */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

/** The server's sources through tsx (as `npm run serve` and the tests run them). */
export const TSX_ENTRY = ["--import", "tsx", "server/main.ts"];

/**
 * Starts the server on dataDir (PGlite, or `env.DATABASE_URL`); resolves with the time until it listens and
 * what it printed until then. `entry` is node's arguments: the sources through tsx, or the bundle that
 * `npm start` runs (scripts/serverBundle.mjs).
 */
export async function start(
  dataDir: string,
  env: Record<string, string> = {},
  entry: string[] = TSX_ENTRY,
): Promise<{ proc: ChildProcess; base: string; ms: number; stdout: string }> {
  const port = await freePort();
  const began = performance.now();
  const proc = spawn(process.execPath, entry, {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const stdout = await new Promise<string>((resolve, reject) => {
    let out = "";
    proc.stdout?.on("data", (d) => {
      out += d;
      if (out.includes("Tessera is running")) resolve(out);
    });
    proc.on("exit", () => reject(new Error(`server exited:\n${out}`)));
  });
  return { proc, base: `http://127.0.0.1:${port}`, ms: performance.now() - began, stdout };
}

/** Stops a started server (SIGTERM) and waits for it to exit. */
export const stop = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    proc.once("exit", () => resolve());
    proc.kill("SIGTERM");
  });

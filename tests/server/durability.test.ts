import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "tessera-durable-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** Starts `server/main.ts` on the embedded database in dataDir and waits until it listens. */
async function startServer(): Promise<{ proc: ChildProcess; base: string; output: () => string }> {
  const port = await freePort();
  const env = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: "info", DATABASE_URL: "" };
  const proc = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  proc.stdout?.on("data", (d) => {
    out += d;
  });
  proc.stderr?.on("data", (d) => {
    out += d;
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    if (out.includes("Tessera is running")) return { proc, base, output: () => out };
    if (proc.exitCode !== null) throw new Error(`server exited early:\n${out}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  proc.kill("SIGKILL");
  throw new Error(`server did not start:\n${out}`);
}

const exited = (proc: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (proc.exitCode !== null) resolve(proc.exitCode);
    else proc.once("exit", (code) => resolve(code));
  });

async function signIn(base: string, password: string) {
  return fetch(`${base}/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "zhangsan", password: Buffer.from(password).toString("base64") }),
  });
}

describe("the embedded database across restarts", () => {
  it("keeps a committed change after the process is killed (SIGKILL), and closes cleanly on SIGTERM", async () => {
    const first = await startServer();
    const token = (await (await signIn(first.base, "Passw0rd!")).json()).token as string;
    const change = await fetch(`${first.base}/api/user/v1/user/changUserPsd`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ oldPwd: "Passw0rd!", newPwd: "Durable#2026" }),
    });
    expect(await change.json()).toEqual({ state: true, message: "修改密码成功" });
    first.proc.kill("SIGKILL");
    await exited(first.proc);

    const second = await startServer();
    expect(second.output()).not.toContain("demo data loaded");
    expect((await signIn(second.base, "Durable#2026")).status).toBe(200);
    expect((await signIn(second.base, "Passw0rd!")).status).toBe(401);
    second.proc.kill("SIGTERM");
    expect(await exited(second.proc)).toBe(0);
    expect(second.output()).toContain("database closed");

    const third = await startServer();
    expect((await signIn(third.base, "Durable#2026")).status).toBe(200);
    third.proc.kill("SIGTERM");
    expect(await exited(third.proc)).toBe(0);
  }, 180_000);
});

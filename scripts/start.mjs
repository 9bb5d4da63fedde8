#!/usr/bin/env node
// npm start: build the front end if it is missing or older than its sources, then start the portal server
// on the embedded database (demo data is loaded on first start), from the server bundle (serverBundle.mjs)
// with plain node, or through tsx when esbuild cannot build it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ensureServerBundle } from "./serverBundle.mjs";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "dist", "index.html");

/** Newest modification time under the given paths (files or folders). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
    else latest = Math.max(latest, s.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return latest;
}

const sources = ["src", "index.html", "vite.config.ts", "package.json", "public"];
if (!existsSync(built) || statSync(built).mtimeMs < newest(sources)) {
  console.log("Building the front end (vite build)…");
  const res = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "warn"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const { bundle, reason } = await ensureServerBundle();
if (!bundle) console.log(`Starting the server through tsx: ${reason}.`);
const server = spawn(process.execPath, bundle ? [bundle] : ["--import", "tsx", "server/main.ts"], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

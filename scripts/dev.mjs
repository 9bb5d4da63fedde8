#!/usr/bin/env node
// npm run dev: the portal server (restarting on change) and the vite dev server with the API proxied to it.
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const port = process.env.PORT ?? "8080";
const children = [
  spawn(
    process.execPath,
    [path.join(root, "node_modules/tsx/dist/cli.mjs"), "watch", "--clear-screen=false", "server/main.ts"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, PORT: port },
    },
  ),
  spawn(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TESSERA_SERVER: `http://127.0.0.1:${port}` },
  }),
];
console.log("Front end with hot reload: http://localhost:5173/fvue/  (API on port", port, ")");
const stop = (signal) => {
  for (const c of children) c.kill(signal);
  process.exit(0);
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));
for (const c of children) c.on("exit", (code) => code && stop("SIGTERM"));

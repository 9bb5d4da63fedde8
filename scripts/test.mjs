#!/usr/bin/env node
// npm test: everything a release needs, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const steps = [
  ["typecheck", bin("tsc"), ["-p", "tsconfig.json", "--noEmit"]],
  ["lint", bin("biome"), ["check", "."]],
  ["unit and component tests", bin("vitest"), ["run", "--project", "unit"]],
  ["server tests", bin("vitest"), ["run", "--project", "server"]],
  ["production build", bin("vite"), ["build", "--logLevel", "warn"]],
  ["end-to-end tests", bin("playwright"), ["test"]],
  ["storybook build", bin("storybook"), ["build", "-o", "storybook-static", "--quiet"]],
];
const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: "1" },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${res.status === 0 ? "✓" : "✗"} ${name} (${seconds} s)`);
  if (res.status !== 0) {
    console.error(`\n${results.join("\n")}\n\n✗ ${name} failed`);
    process.exit(res.status ?? 1);
  }
}
console.log(`\n${results.join("\n")}\n\nAll checks passed.`);

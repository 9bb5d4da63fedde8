#!/usr/bin/env node
// npm run mutation [-- front|server] [-- --mutate <file>]: Stryker on an area's modules (mutation/*.config.mjs),
// or on one file. Not part of npm test: a run takes minutes to hours. Reports land in reports/mutation/.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { mutationScores, scoreLines } from "../mutation/scores.mjs";

const root = path.resolve(import.meta.dirname, "..");
const AREAS = ["front", "server"];
const args = process.argv.slice(2);
const named = args.filter((a) => AREAS.includes(a));
const rest = args.filter((a) => !AREAS.includes(a));
const mutate = rest[rest.indexOf("--mutate") + 1];
// One file: its area follows from where it lives.
const areas = named.length
  ? named
  : mutate && rest.includes("--mutate")
    ? [mutate.startsWith("server/") ? "server" : "front"]
    : AREAS;

let failed = 0;
for (const area of areas) {
  console.log(`\n== mutation testing: ${area}${mutate ? ` (${mutate})` : ""}`);
  const res = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/@stryker-mutator/core/bin/stryker.js"),
      "run",
      `mutation/${area}.config.mjs`,
      ...rest,
    ],
    { cwd: root, stdio: "inherit" },
  );
  if (res.status !== 0) failed = res.status ?? 1;
}
console.log(
  `\n== mutation scores (reports/mutation)\n${scoreLines(mutationScores(path.join(root, "reports", "mutation"))).join("\n")}`,
);
process.exit(failed);

import { readFileSync } from "node:fs";
import path from "node:path";

/** Copies of the shared fixtures (see spec/README.md), so a clean clone has them. */
export const FIXTURES = path.resolve(__dirname, "spec");

/** The cases of a fixture file. */
export function fixtureCases<T>(file: string): T[] {
  return (JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as { cases: T[] }).cases;
}

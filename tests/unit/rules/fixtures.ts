import { readFileSync } from "node:fs";
import path from "node:path";

/** The shared fixtures folder beside the repository (/work/shared/fixtures). */
export const FIXTURES = path.resolve(__dirname, "../../../../shared/fixtures");

/** The cases of a fixture file. */
export function fixtureCases<T>(file: string): T[] {
  return (JSON.parse(readFileSync(path.join(FIXTURES, file), "utf8")) as { cases: T[] }).cases;
}

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** One group of the official suite: a schema and instances with their expected verdicts. */
interface SuiteGroup {
  description: string;
  schema: unknown;
  tests: { description: string; data: unknown; valid: boolean }[];
}

/** Prepares a schema (throws when it refuses it) and returns its verdict on an instance. */
export type Interpreter = (schema: unknown) => (data: unknown) => boolean;

/** Figures of one suite file: cases answered right, answered wrong, and refused at load. */
export interface FileFigures {
  file: string;
  cases: number;
  passed: number;
  wrong: number;
  refused: number;
  /** `group / case` of each wrong answer. */
  wrongCases: string[];
  /** `group: error message` of each refused group (the message carries the schema path). */
  refusals: string[];
}

/** The directory holding the copied draft 2020-12 files. */
export const SUITE_DIR = path.join(import.meta.dirname, "draft2020-12");

/** Runs every group of every suite file through an interpreter; one figure line per file. */
export function runSuite(interpreter: Interpreter, dir = SUITE_DIR): FileFigures[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((file) => {
      const groups = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as SuiteGroup[];
      const figures: FileFigures = {
        file,
        cases: 0,
        passed: 0,
        wrong: 0,
        refused: 0,
        wrongCases: [],
        refusals: [],
      };
      for (const group of groups) {
        figures.cases += group.tests.length;
        let verdict: (data: unknown) => boolean;
        try {
          verdict = interpreter(group.schema);
        } catch (error) {
          figures.refused += group.tests.length;
          figures.refusals.push(`${group.description}: ${(error as Error).message}`);
          continue;
        }
        for (const test of group.tests) {
          let valid: boolean | undefined;
          try {
            valid = verdict(test.data);
          } catch {
            valid = undefined; // a crash while validating (e.g. a stack overflow) is a wrong answer
          }
          if (valid === test.valid) figures.passed += 1;
          else {
            figures.wrong += 1;
            figures.wrongCases.push(`${group.description} / ${test.description}`);
          }
        }
      }
      return figures;
    });
}

/** Totals over files, and the pass rate over all cases. */
export function totals(figures: FileFigures[]) {
  const sum = (key: "cases" | "passed" | "wrong" | "refused") => figures.reduce((s, f) => s + f[key], 0);
  const cases = sum("cases");
  return {
    cases,
    passed: sum("passed"),
    wrong: sum("wrong"),
    refused: sum("refused"),
    passRate: cases ? sum("passed") / cases : 0,
  };
}

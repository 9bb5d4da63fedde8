// The mutation score of each module in Stryker's JSON reports (reports/mutation/<area>.json), beside the goal
// (issue 17): `npm run mutation` prints them after a run and `npm run bench` reports the last ones, so a
// later drop shows. Score = (killed + timed out) ÷ every mutant that ran or should have (survived, no
// coverage); ignored ones and those that did not compile are left out, as Stryker counts them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/** The score every listed module must reach, in percent. */
export const MUTATION_GOAL = 85;

const DETECTED = new Set(["Killed", "Timeout"]);
const UNDETECTED = new Set(["Survived", "NoCoverage"]);

/** Per module of every report in `dir`: its score, its counts, the goal and when the report was written. */
export function mutationScores(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .flatMap((name) => {
      const file = path.join(dir, name);
      const report = JSON.parse(readFileSync(file, "utf8"));
      const measured = statSync(file).mtime.toISOString();
      return Object.entries(report.files ?? {}).map(([module, { mutants }]) => {
        const detected = mutants.filter((m) => DETECTED.has(m.status)).length;
        const undetected = mutants.filter((m) => UNDETECTED.has(m.status)).length;
        const total = detected + undetected;
        const score = total === 0 ? null : Math.round((detected / total) * 1000) / 10;
        return {
          module,
          score,
          goal: MUTATION_GOAL,
          meetsGoal: score !== null && score >= MUTATION_GOAL,
          survived: mutants.filter((m) => m.status === "Survived").length,
          noCoverage: mutants.filter((m) => m.status === "NoCoverage").length,
          mutants: total,
          measured,
        };
      });
    });
}

/** One line per module: "module  score % (goal ≥ 85 %)  n survived, n not covered". */
export function scoreLines(scores) {
  return scores.map(
    (s) =>
      `${s.module.padEnd(48)} ${s.score === null ? "  —  " : `${s.score.toFixed(1).padStart(5)} %`} (goal ≥ ${s.goal} %${s.meetsGoal ? ", met" : ""})  ${s.survived} survived, ${s.noCoverage} not covered of ${s.mutants}`,
  );
}

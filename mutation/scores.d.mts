/** One module's mutation score from Stryker's JSON report. */
export interface ModuleScore {
  module: string;
  /** Percent, one decimal; null when the module has no mutant that counts. */
  score: number | null;
  goal: number;
  meetsGoal: boolean;
  survived: number;
  noCoverage: number;
  mutants: number;
  /** When the report was written (ISO). */
  measured: string;
}
export const MUTATION_GOAL: number;
export function mutationScores(dir: string): ModuleScore[];
export function scoreLines(scores: ModuleScore[]): string[];

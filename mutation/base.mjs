/**
 * What every area's Stryker run shares (issue 17). Stryker 9.5 (10 refuses Node 20) with the vitest runner,
 * coverage per test, two workers, static mutants (module-level constants, evaluated once at import) ignored.
 * TypeScript 7 has no compiler API: no TypeScript checker, and the sandbox's tsconfig rewrite is off (it
 * names a file that is not in the project). Scores are over all mutants, covered or not.
 */
export const base = {
  packageManager: "npm",
  plugins: ["@stryker-mutator/vitest-runner"],
  testRunner: "vitest",
  coverageAnalysis: "perTest",
  concurrency: 2,
  ignoreStatic: true,
  checkers: [],
  tsconfigFile: "mutation/no-tsconfig-rewrite.json",
  disableTypeChecks: "{src,server,tests}/**/*.{ts,tsx}",
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
  ignorePatterns: [
    "dist",
    "data",
    "storybook-static",
    "test-results",
    "playwright-report",
    "reports",
    "bench/dist",
    "bench/dist-engine",
    "bench/results",
    ".stryker-tmp",
  ],
  reporters: ["clear-text", "progress", "html", "json"],
  thresholds: { high: 85, low: 70, break: null },
  timeoutMS: 20_000,
  // The first run of the whole selection, with coverage per test, on a busy two-core machine.
  dryRunTimeoutMinutes: 30,
};

/**
 * `--mutate <file>` on the command line narrows a run to one module (docs/testing.md); Stryker's own flag
 * already does that, so the config only names the default list.
 */
export function area(name, { mutate, vitestConfig }) {
  return {
    ...base,
    mutate,
    // Only the tests that import the mutated modules run (vitest --related).
    vitest: { configFile: vitestConfig, related: true },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
  };
}

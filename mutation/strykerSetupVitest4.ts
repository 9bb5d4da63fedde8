import type { Plugin } from "vite";

/**
 * Stryker 9.5.1's vitest runner reports what the tests covered, and how often a mutant ran, from two
 * `afterAll(({ meta }) => …)` hooks in the set-up file it adds (stryker-setup-<worker>.js). Vitest 4.1 gives a
 * suite hook its fixtures first and the suite second, and fails the hook that reads `meta` from the fixtures
 * (FixtureAccessError, after the tests have passed, so Stryker does not notice). Without this plugin Stryker
 * therefore gets no coverage: every mutant runs every test, `ignoreStatic` has nothing to go by, and with
 * `--testFiles` a module-level mutant is switched on only after its module has loaded, so it survives
 * whatever the tests check. The plugin rewrites those hooks to take the suite from the second argument.
 */
export function strykerSetupForVitest4(): Plugin {
  const hook = "afterAll(({ meta })";
  return {
    name: "stryker-setup-for-vitest-4",
    enforce: "pre",
    transform(code, id) {
      if (!/[\\/]stryker-setup-\d+\.js$/.test(id)) return null;
      const hooks = code.split(hook).length - 1;
      // Both modes (dry run: coverage; mutant run: hit count) must be rewritten, or the report is wrong.
      if (hooks !== 2) {
        throw new Error(
          `mutation/strykerSetupVitest4.ts: expected 2 "${hook}" hooks in ${id}, found ${hooks}; has the Stryker runner changed?`,
        );
      }
      return { code: code.split(hook).join("afterAll(({}, { meta })"), map: null };
    },
  };
}

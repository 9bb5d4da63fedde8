import { defineConfig } from "vitest/config";
import { strykerSetupForVitest4 } from "./strykerSetupVitest4";

/**
 * The unit tests Stryker runs for the front area (mutation/front.config.mjs): the engine's own tests, in
 * Node. The renderer's, links' and templates' tests need a DOM and test none of the mutated modules, so they
 * are left out; the rest get a set-up that only loads the texts (mutation/setup.front.ts).
 */
export default defineConfig({
  // Stryker's coverage per test and hit counts under Vitest 4.1 (mutation/strykerSetupVitest4.ts).
  plugins: [strykerSetupForVitest4()],
  test: {
    name: "mutation-front",
    environment: "node",
    include: ["src/engine/**/*.test.ts"],
    exclude: ["src/engine/react/**", "src/engine/links/**", "src/engine/template/**"],
    setupFiles: ["mutation/setup.front.ts"],
    // Modules stay isolated per file (isolate: false would be four times faster, but then a module-level
    // mutant never takes effect and its coverage is credited to whichever test loaded the module first).
  },
});

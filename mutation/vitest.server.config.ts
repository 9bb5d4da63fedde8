import { defineConfig } from "vitest/config";
import { strykerSetupForVitest4 } from "./strykerSetupVitest4";

/**
 * The server tests Stryker runs for the server area (mutation/server.config.mjs): the input layer, sign-in
 * and the approval engine's tests, on PGlite (or DATABASE_URL). One file at a time, as in `npm test`.
 */
export default defineConfig({
  // Stryker's coverage per test and hit counts under Vitest 4.1 (mutation/strykerSetupVitest4.ts).
  plugins: [strykerSetupForVitest4()],
  test: {
    name: "mutation-server",
    environment: "node",
    include: [
      "tests/server/queryFilter.test.ts",
      "tests/server/queryFilter-*.test.ts",
      "tests/server/inputs.test.ts",
      "tests/server/inputGuard.test.ts",
      "tests/server/auth.test.ts",
      "tests/server/auth-session-matrix.test.ts",
      "tests/server/auth-token-cache.test.ts",
      "tests/server/sessions.test.ts",
      "tests/server/guest-scope.test.ts",
      "tests/server/isolation.test.ts",
      "tests/server/bpm-*.test.ts",
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    globalSetup: ["tests/server/globalSetup.ts"],
  },
});

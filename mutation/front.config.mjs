import { area } from "./base.mjs";

/** The front end's money, expressions and schema interpreter: `npm run mutation -- front`. */
export default area("front", {
  mutate: [
    "src/engine/rules/calc/round.ts",
    "src/engine/rules/calc/days360.ts",
    "src/engine/rules/calc/rmb.ts",
    "src/engine/rules/calc/aggregate.ts",
    "src/engine/expr/operations.ts",
    "src/engine/schema/validator/*.ts",
    "!src/engine/**/*.test.ts",
  ],
  vitestConfig: "mutation/vitest.front.config.ts",
});

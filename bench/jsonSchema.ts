/**
 * The one JSON Schema interpreter (issue 12; part of `npm run bench`, alone: `npm run bench -- --json-schema-only`):
 * - the official draft 2020-12 suite through our interpreter, the online form's adapter and
 *   @cfworker/json-schema: cases passed, answered wrong, refused at load;
 * - validating a 200-property object (valid, and with 20 failures), ours against @cfworker/json-schema
 *   in the same run (the ratio is the figure; absolute times depend on the machine);
 * - money: how many of 200,000 sampled cent amounts between 100k and 10M each refuses under multipleOf 0.01.
 * Figures are reported, never asserted.
 */
import { Validator } from "@cfworker/json-schema";
import { runSuite, totals } from "../src/engine/schema/suite/runSuite";
import { compileSchema } from "../src/engine/schema/validator/compile";
import type { ValidationState } from "../src/engine/schema/validator/types";
import { createNoEvalValidator } from "../src/widgets/form/validation/NoEvalValidator";

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function ours(schema: unknown) {
  const check = compileSchema(schema, () => undefined);
  return (data: unknown) => {
    const state: ValidationState = { issues: [], effects: [], env: null };
    check(data, "", state);
    return state.issues.length === 0;
  };
}

function cfworker(schema: unknown) {
  const validator = new Validator(schema as never, "2020-12", false);
  return (data: unknown) => validator.validate(data).valid;
}

const form = createNoEvalValidator();

function formAdapter(schema: unknown) {
  const first = form.rawValidation(schema as never, undefined);
  if (first.validationError) throw first.validationError;
  return (data: unknown) => {
    const result = form.rawValidation(schema as never, data);
    if (result.validationError) throw result.validationError;
    return !result.errors;
  };
}

/** A form-like object schema: 200 properties of mixed kinds, half required. */
function wideSchema() {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < 200; i++) {
    properties[`f${i}`] = [
      { type: "string", minLength: 1, maxLength: 50 },
      { type: "number", minimum: 0, maximum: 1e7, multipleOf: 0.01 },
      { type: "string", format: "date" },
      { type: "string", enum: ["a", "b", "c"] },
      { type: "integer", minimum: 0 },
    ][i % 5];
  }
  const required = Object.keys(properties).filter((_, i) => i % 2 === 0);
  return { type: "object", properties, required, additionalProperties: false };
}

function wideData(broken: boolean) {
  const data: Record<string, unknown> = {};
  for (let i = 0; i < 200; i++) {
    data[`f${i}`] = ["text", 1234.56, "2024-02-29", "b", 42][i % 5];
    if (broken && i % 10 === 0) data[`f${i}`] = ["", -1, "2023-02-30", "z", 1.5][i % 5];
  }
  return data;
}

/** Median µs per validation over rounds of `n` calls. */
function timeIt(validate: (data: unknown) => boolean, data: unknown, n = 1000, rounds = 7) {
  for (let i = 0; i < n; i++) validate(data); // warm-up
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) validate(data);
    times.push(((performance.now() - t0) * 1000) / n);
  }
  return median(times);
}

/** Cent amounts refused by `multipleOf: 0.01` out of `n` samples between 100k and 10M (fixed seed). */
function moneyRefusals(make: (schema: unknown) => (data: unknown) => boolean, n = 200_000) {
  const validate = make({ type: "number", multipleOf: 0.01 });
  let seed = 12;
  let refused = 0;
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const cents = 10_000_000 + (seed % 990_000_000);
    if (!validate(cents / 100)) refused += 1;
  }
  return refused;
}

/** All figures of this entry. */
export function jsonSchemaBench() {
  const suite = {
    ours: totals(runSuite(ours)),
    onlineForm: totals(runSuite(formAdapter)),
    cfworker: totals(runSuite(cfworker)),
  };
  const schema = wideSchema();
  const speed: Record<string, unknown> = {};
  for (const [label, data] of [
    ["valid", wideData(false)],
    ["with20Failures", wideData(true)],
  ] as const) {
    const base = timeIt(cfworker(schema), data);
    const mine = timeIt(ours(schema), data);
    const adapter = timeIt((d) => !form.validateFormData(d, schema as never).errors.length, data);
    speed[label] = {
      cfworkerUs: base,
      oursUs: mine,
      onlineFormAdapterUs: adapter,
      cfworkerOverOurs: +(base / mine).toFixed(2),
      cfworkerOverFormAdapter: +(base / adapter).toFixed(2),
    };
  }
  const money = {
    samples: 200_000,
    oursRefused: moneyRefusals(ours),
    cfworkerRefused: moneyRefusals(cfworker),
  };
  return { suite, wide200Properties: speed, money };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(jsonSchemaBench(), null, 2));

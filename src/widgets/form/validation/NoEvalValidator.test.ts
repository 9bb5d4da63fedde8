import type { RJSFSchema } from "@rjsf/utils";
import ajvValidator from "@rjsf/validator-ajv8";
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { runSuite, totals } from "../../../engine/schema/suite/runSuite";
import { prepareDefinition } from "../definition";
import { FIXTURES } from "../fixtures";
import { createNoEvalValidator } from "./NoEvalValidator";

const validator = createNoEvalValidator();

/** Where and why a form fails, as a sorted list of `property keyword` lines. */
function failures(errors: { property?: string; name?: string }[]): string[] {
  return errors.map((e) => `${e.property} ${e.name}`).sort();
}

/** Data that breaks the fixtures' constraints, to compare failures beyond the samples' own data. */
const BROKEN: Record<string, unknown> = {
  "simple.json": { lastName: 3, telephone: "123" },
  "nested.json": { tasks: [{ details: "x", done: "no" }] },
  "numbers.json": { integer: 1.5, integerRange: 7, integerRangeSteps: 55, numberEnum: 4 },
  "validation.json": { pass1: "ab", pass2: "abc", age: 12 },
  "widgets.json": { stringFormats: { email: "not mail", uri: "nope" } },
  "date.json": { native: { date: "2023-02-30", datetime: "2020-01-01T25:00:00Z" } },
  "arrays.json": {
    multipleChoicesList: ["foo", "foo"],
    minItemsList: [{ name: 1 }],
    fixedItemsList: [1, "x", "y"],
  },
  "references.json": { billing_address: { city: "x" }, tree: { children: [{ name: 3 }] } },
  "propertyDependencies.json": {
    unidirectional: { name: "a", credit_card: 12 },
    bidirectional: { billing_address: "b" },
  },
  "schemaDependencies.json": {
    simple: { name: "n", credit_card: 1 },
    conditional: { "Do you have any pets?": "Yes: One" },
  },
  "oneOf.json": { lorem: "a", ipsum: "b" },
  "anyOf.json": { age: "x" },
  "additionalProperties.json": { firstName: "a", lastName: "b", extra: 3 },
};

describe("NoEvalValidator", () => {
  const originalFunction = globalThis.Function;
  afterEach(() => {
    globalThis.Function = originalFunction;
    vi.restoreAllMocks();
  });

  it.each(Object.keys(FIXTURES))("finds the failures validator-ajv8 finds in %s", (file) => {
    const { schema, formData } = FIXTURES[file];
    for (const data of [formData, BROKEN[file]].filter((d) => d !== undefined)) {
      const ours = validator.validateFormData(data, schema as RJSFSchema);
      const theirs = ajvValidator.validateFormData(data, schema as RJSFSchema);
      expect(failures(ours.errors)).toEqual(failures(theirs.errors));
    }
  });

  it("agrees with validator-ajv8 on isValid for oneOf branches and dependencies", () => {
    const { schema } = FIXTURES["schemaDependencies.json"];
    const person = (schema as { definitions: { person: RJSFSchema } }).definitions.person;
    const branches = (person.dependencies as Record<string, { oneOf: RJSFSchema[] }>)["Do you have any pets?"]
      .oneOf;
    for (const data of [{ "Do you have any pets?": "No" }, { "Do you have any pets?": "Yes: One" }, {}]) {
      for (const branch of branches) {
        expect(validator.isValid(branch, data, schema as RJSFSchema)).toBe(
          ajvValidator.isValid(branch, data, schema as RJSFSchema),
        );
      }
    }
  });

  it("validates every sample with Function replaced by a throwing stub (no eval under CSP)", () => {
    const stub = function refusedFunction() {
      throw new EvalError("Refused to evaluate a string as JavaScript (CSP script-src 'self')");
    } as unknown as FunctionConstructor;
    globalThis.Function = stub;
    // ajv logs the failed compilation of the probe below; the log is expected.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => new globalThis.Function("return 1")).toThrow(EvalError);
    for (const [file, { schema, formData }] of Object.entries(FIXTURES)) {
      const result = validator.validateFormData(BROKEN[file] ?? formData, schema as RJSFSchema);
      expect(Array.isArray(result.errors)).toBe(true);
      expect(validator.isValid(schema as RJSFSchema, formData, schema as RJSFSchema)).toBeTypeOf("boolean");
    }
    // The stock validator cannot run under the same policy: it compiles each schema with new Function.
    const { schema } = FIXTURES["simple.json"];
    const fresh = { ...(schema as object), $id: "no-eval-probe" } as RJSFSchema;
    expect(ajvValidator.rawValidation(fresh, {}).validationError).toBeInstanceOf(Error);
  });

  it("refuses impossible dates and loose times (2023-02-30, 9:00:00)", () => {
    const schema: RJSFSchema = {
      type: "object",
      properties: { d: { type: "string", format: "date" }, t: { type: "string", format: "time" } },
    };
    expect(failures(validator.validateFormData({ d: "2023-02-30", t: "9:00:00" }, schema).errors)).toEqual([
      ".d format",
      ".t format",
    ]);
    expect(validator.validateFormData({ d: "2024-02-29", t: "23:59:59" }, schema).errors).toEqual([]);
  });

  it("counts a Chinese character as one character", () => {
    const schema: RJSFSchema = { type: "string", maxLength: 2 };
    expect(validator.validateFormData("张三", schema).errors).toEqual([]);
    expect(failures(validator.validateFormData("张三丰", schema).errors)).toEqual([" maxLength"]);
  });

  it("runs customValidate and transformErrors like validator-ajv8 (the playground's password check)", () => {
    const { schema } = FIXTURES["validation.json"];
    const result = validator.validateFormData(
      { pass1: "abc", pass2: "abd", age: 12 },
      schema as RJSFSchema,
      (data, errors) => {
        const d = data as { pass1?: string; pass2?: string };
        const handlers = errors as unknown as Record<string, { addError: (message: string) => void }>;
        if (d.pass1 !== d.pass2) handlers.pass2.addError("Passwords don't match.");
        return errors;
      },
      (errors) =>
        errors.map((e) =>
          e.name === "minimum" && e.property === ".age"
            ? { ...e, message: "You need to be 18 because of some legal thing" }
            : e,
        ),
    );
    const errorSchema = result.errorSchema as Record<string, { __errors?: string[] }>;
    expect(errorSchema.pass2?.__errors).toEqual(["Passwords don't match."]);
    expect(errorSchema.age?.__errors).toEqual(["You need to be 18 because of some legal thing"]);
  });
});

describe("the online form on the one interpreter (issue 12: what the former walker got wrong)", () => {
  const errorsOf = (schema: RJSFSchema, data: unknown) =>
    failures(validator.validateFormData(data, schema).errors);

  it("refuses a pattern that does not compile under the u flag at load, with its path, instead of accepting anything", () => {
    const schema: RJSFSchema = {
      type: "object",
      properties: { phone: { type: "string", pattern: "^\\d{3}\\-\\d{4}$" } },
    };
    expect(prepareDefinition(schema).errors).toEqual([
      { path: "/schema/properties/phone/pattern", message: 'bad regular expression "^\\d{3}\\-\\d{4}$"' },
    ]);
    expect(validator.rawValidation(schema, { phone: "x" }).validationError?.message).toContain(
      "/properties/phone/pattern",
    );
    expect(validator.isValid(schema, { phone: "x" }, schema)).toBe(false);
  });

  it('fails required: ["constructor"] on {}', () => {
    expect(errorsOf({ type: "object", required: ["constructor"] }, {})).toEqual(["constructor required"]);
  });

  it("checks dependentRequired and dependentSchemas of one property, neither overwriting the other", () => {
    const schema = {
      type: "object",
      dependentRequired: { card: ["billing"] },
      dependentSchemas: { card: { required: ["cvc"] } },
    } as RJSFSchema;
    expect(errorsOf(schema, { card: "4111" })).toEqual(["billing dependencies", "cvc required"]);
  });

  it("resolves a #phone anchor to the anchored schema, not the root", () => {
    const schema = {
      type: "object",
      $defs: { phone: { $anchor: "phone", type: "string", pattern: "^[0-9]{11}$" } },
      properties: { mobile: { $ref: "#phone" } },
    } as RJSFSchema;
    expect(errorsOf(schema, { mobile: "13800138000" })).toEqual([]);
    expect(errorsOf(schema, { mobile: "abc" })).toEqual([".mobile pattern"]);
  });

  it("counts maxContains and applies prefixItems before items", () => {
    const schema = { type: "array", contains: { const: 1 }, maxContains: 1 } as RJSFSchema;
    expect(errorsOf(schema, [1, 2])).toEqual([]);
    expect(errorsOf(schema, [1, 1])).toEqual([" contains"]);
    const tuple = {
      type: "array",
      prefixItems: [{ type: "string" }],
      items: { type: "number" },
    } as RJSFSchema;
    expect(errorsOf(tuple, ["a", 1])).toEqual([]);
    expect(errorsOf(tuple, [1, "a"])).toEqual([".0 type", ".1 type"]);
  });

  it("accepts every cent amount under multipleOf 0.01 (an expense form must never refuse valid money)", () => {
    const schema: RJSFSchema = {
      type: "object",
      properties: { amount: { type: "number", multipleOf: 0.01 } },
    };
    expect(errorsOf(schema, { amount: 112969.68 })).toEqual([]);
    expect(errorsOf(schema, { amount: 1234567.89 })).toEqual([]);
    expect(errorsOf(schema, { amount: 0.105 })).toEqual([".amount multipleOf"]);
    fc.assert(
      fc.property(fc.integer({ min: 10_000_000, max: 1_000_000_000 }), (cents) => {
        expect(validator.isValid(schema, { amount: cents / 100 }, schema)).toBe(true);
      }),
      { numRuns: 5_000 },
    );
  });

  it("answers the draft 2020-12 suite like the engine: no wrong answer but format's annotation-only cases", () => {
    const figures = runSuite((schema) => {
      const first = validator.rawValidation(schema as RJSFSchema, undefined);
      if (first.validationError) throw first.validationError;
      return (data) => !validator.rawValidation(schema as RJSFSchema, data).errors;
    });
    const wrong = figures.flatMap((f) => f.wrongCases.map((c) => `${f.file}: ${c}`));
    expect(wrong.filter((c) => !/^format\.json: .*is only an annotation by default$/.test(c))).toEqual([]);
    expect(totals(figures).passed).toBeGreaterThanOrEqual(967);
  });
});

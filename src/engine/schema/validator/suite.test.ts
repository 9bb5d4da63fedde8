import { describe, expect, it } from "vitest";
import { runSuite, totals } from "../suite/runSuite";
import { compileSchema } from "./compile";
import type { ValidationState } from "./types";

/** The interpreter as the suite sees it: compile (may refuse), then a verdict per instance. */
function interpreter(schema: unknown) {
  const check = compileSchema(schema, () => undefined);
  return (data: unknown) => {
    const state: ValidationState = { issues: [], effects: [], env: null };
    check(data, "", state);
    return state.issues.length === 0;
  };
}

/** Suite files whose keywords the interpreter honours: every case must pass. */
const ACCEPTED = [
  "additionalProperties",
  "allOf",
  "anchor",
  "anyOf",
  "boolean_schema",
  "const",
  "contains",
  "content",
  "default",
  "dependentRequired",
  "dependentSchemas",
  "enum",
  "exclusiveMaximum",
  "exclusiveMinimum",
  "if-then-else",
  "infinite-loop-detection",
  "items",
  "maxContains",
  "maxItems",
  "maxLength",
  "maxProperties",
  "maximum",
  "minContains",
  "minItems",
  "minLength",
  "minProperties",
  "minimum",
  "multipleOf",
  "oneOf",
  "pattern",
  "patternProperties",
  "prefixItems",
  "properties",
  "propertyNames",
  "required",
  "type",
  "uniqueItems",
].map((name) => `${name}.json`);

/**
 * `format` asserts here (a form must refuse "2023-02-30"), where draft 2020-12 makes it an annotation by
 * default: the only answers that differ from the suite are its "only an annotation by default" cases.
 */
const FORMAT_ASSERTS = /is only an annotation by default$/;

describe("the official JSON-Schema-Test-Suite, draft 2020-12 (required tests)", () => {
  const figures = runSuite(interpreter);
  const byFile = new Map(figures.map((f) => [f.file, f]));

  it("records the per-file figures", () => {
    console.info(
      [
        "file | cases | passed | wrong | refused",
        ...figures.map((f) => `${f.file} | ${f.cases} | ${f.passed} | ${f.wrong} | ${f.refused}`),
        `total | ${JSON.stringify(totals(figures))}`,
      ].join("\n"),
    );
    expect(figures.length).toBe(46);
    expect(totals(figures).cases).toBeGreaterThan(1200);
  });

  it.each(ACCEPTED)("passes 100 %% of %s", (file) => {
    const f = byFile.get(file);
    expect(f, file).toBeDefined();
    expect({ file, wrong: f?.wrongCases, refused: f?.refusals }).toEqual({ file, wrong: [], refused: [] });
    expect(f?.passed).toBe(f?.cases);
  });

  it("never answers wrong: what it does not honour is refused at load, with the schema's JSON path", () => {
    for (const f of figures) {
      const wrong =
        f.file === "format.json" ? f.wrongCases.filter((c) => !FORMAT_ASSERTS.test(c)) : f.wrongCases;
      expect({ file: f.file, wrong }).toEqual({ file: f.file, wrong: [] });
      for (const refusal of f.refusals) expect(refusal).toMatch(/: (#|(\/[^/: ]+)+): /);
    }
  });

  it("refuses unevaluated*, $dynamicRef, remote references and foreign vocabularies as a whole", () => {
    for (const file of [
      "unevaluatedItems.json",
      "unevaluatedProperties.json",
      "refRemote.json",
      "vocabulary.json",
    ]) {
      const f = byFile.get(file);
      expect({ file, refused: f?.refused }).toEqual({ file, refused: f?.cases });
    }
    expect(byFile.get("dynamicRef.json")?.passed).toBe(0);
  });
});

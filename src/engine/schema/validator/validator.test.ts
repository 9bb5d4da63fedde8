import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileSchema } from "./compile";
import type { ValidationState } from "./types";

const noSpecials = () => undefined;

function ours(schema: unknown) {
  const check = compileSchema(schema, noSpecials);
  return (data: unknown) => {
    const state: ValidationState = { issues: [], effects: [], env: null };
    check(data, "", state);
    return state.issues;
  };
}

/** Schemas and instances on which the engine's validator must agree with ajv. */
const CASES: [string, unknown, unknown[]][] = [
  ["type", { type: ["string", "null"] }, ["a", null, 1, {}, []]],
  ["integer", { type: "integer" }, [1, 1.5, "1", 1e3]],
  [
    "number",
    { type: "number", minimum: 0, exclusiveMaximum: 10, multipleOf: 0.5 },
    [0, 9.5, 10, -1, 0.3, "5"],
  ],
  ["enum/const", { enum: ["a", 1, null, { x: [1] }] }, ["a", 1, null, { x: [1] }, { x: [2] }, "b"]],
  ["const", { const: { a: [1, 2] } }, [{ a: [1, 2] }, { a: [2, 1] }]],
  [
    "object",
    {
      type: "object",
      required: ["id"],
      additionalProperties: false,
      properties: { id: { type: "string", minLength: 1 }, tags: { type: "array" } },
      patternProperties: { "^x-": { type: "number" } },
    },
    [{ id: "a" }, { id: "" }, {}, { id: "a", other: 1 }, { id: "a", "x-n": 1 }, { id: "a", "x-n": "1" }, []],
  ],
  [
    "additional schema",
    { type: "object", additionalProperties: { type: "boolean" } },
    [{ a: true }, { a: 1 }],
  ],
  ["propertyNames", { type: "object", propertyNames: { pattern: "^[a-z]+$" } }, [{ abc: 1 }, { aB: 1 }]],
  [
    "min/maxProperties",
    { type: "object", minProperties: 1, maxProperties: 2 },
    [{}, { a: 1 }, { a: 1, b: 2, c: 3 }],
  ],
  [
    "array",
    { type: "array", items: { type: "integer" }, minItems: 1, maxItems: 3, uniqueItems: true },
    [[1], [], [1, 2, 3, 4], [1, 1], [1, "2"], [{ a: 1 }]],
  ],
  [
    "prefixItems",
    { type: "array", prefixItems: [{ type: "string" }, { type: "number" }], items: false },
    [["a", 1], ["a"], ["a", 1, 2], [1, "a"]],
  ],
  [
    "strings",
    { type: "string", minLength: 2, maxLength: 3, pattern: "^\\p{Script=Han}+$" },
    ["张三", "张", "张三丰李", "ab"],
  ],
  ["formats", { type: "string", format: "date" }, ["2024-02-29", "2023-02-29", "2024-2-1", 5]],
  ["date-time", { format: "date-time" }, ["2024-01-01T10:00:00Z", "2024-01-01 10:00", "x"]],
  ["email", { format: "email" }, ["a@b.cn", "a@", "@b"]],
  ["uri", { format: "uri" }, ["https://example.com/a?b", "example.com", "javascript:alert(1)"]],
  ["allOf", { allOf: [{ type: "string" }, { minLength: 2 }] }, ["ab", "a", 1]],
  ["anyOf", { anyOf: [{ type: "string" }, { type: "number", minimum: 5 }] }, ["a", 6, 4, null]],
  ["oneOf", { oneOf: [{ type: "number" }, { type: "integer" }] }, [1.5, 2, "x"]],
  ["not", { not: { type: "string" } }, [1, "a"]],
  [
    "if/then/else",
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
    { if: { type: "string" }, then: { minLength: 2 }, else: { type: "number" } },
    ["ab", "a", 1, null],
  ],
  [
    "$ref/$defs recursion",
    {
      $defs: {
        node: {
          type: "object",
          additionalProperties: false,
          properties: { children: { type: "array", items: { $ref: "#/$defs/node" } } },
        },
      },
      $ref: "#/$defs/node",
    },
    [{ children: [{ children: [] }] }, { children: [{ kids: [] }] }],
  ],
  ["boolean schemas", { type: "object", properties: { a: true, b: false } }, [{ a: 1 }, { b: 1 }]],
];

describe("the engine's JSON Schema validator", () => {
  // Strict about keywords like ours; ajv's extra type and tuple pedantry is beside the point here.
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false, strictTuples: false });
  addFormats(ajv);

  for (const [name, schema, instances] of CASES) {
    it(`agrees with ajv on ${name}`, () => {
      const validate = ajv.compile(schema as object);
      const check = ours(schema);
      for (const instance of instances) {
        expect({ instance, valid: check(instance).length === 0 }).toEqual({
          instance,
          valid: validate(instance),
        });
      }
    });
  }

  it("reports each problem at the JSON path of the offending value", () => {
    const check = ours({
      type: "object",
      additionalProperties: false,
      required: ["columns"],
      properties: {
        columns: {
          type: "array",
          items: {
            type: "object",
            additionalProperties: false,
            properties: { width: { type: "number" }, field: { type: "string" } },
          },
        },
      },
    });
    expect(check({ columns: [{ width: 1 }, { width: "x", fild: "a" }], extra: 1 })).toEqual([
      { path: "/columns/1/width", code: "type", params: { expected: "number", actual: "string" } },
      {
        path: "/columns/1/fild",
        code: "additionalProperty",
        params: { property: "fild", suggestion: "field" },
      },
      { path: "/extra", code: "additionalProperty", params: { property: "extra", suggestion: undefined } },
    ]);
    expect(check({})).toEqual([{ path: "/columns", code: "required", params: { property: "columns" } }]);
  });

  it("reports the errors of the anyOf branch whose type matched, at their own paths", () => {
    const check = ours({
      anyOf: [
        { type: "string" },
        { type: "object", additionalProperties: false, properties: { i18n: { type: "string" } } },
      ],
    });
    expect(check({ i18n: 1 })).toEqual([
      { path: "/i18n", code: "type", params: { expected: "string", actual: "number" } },
    ]);
    expect(check(1)).toEqual([{ path: "", code: "anyOf", params: { expected: "string | object" } }]);
  });

  it("escapes ~ and / in JSON paths", () => {
    const check = ours({ type: "object", additionalProperties: { type: "string" } });
    expect(check({ "a/b~c": 1 })[0].path).toBe("/a~1b~0c");
  });

  it("is strict: an unknown keyword, a dangling $ref, a bad pattern or an unknown format is a schema error", () => {
    expect(() => ours({ type: "string", minlength: 1 })).toThrow('unknown keyword "minlength"');
    expect(() => ours({ $ref: "#/$defs/none" })).toThrow("points nowhere");
    expect(() => ours({ pattern: "(" })).toThrow("bad regular expression");
    expect(() => ours({ format: "colour" })).toThrow('unknown format "colour"');
    expect(() => ours({ type: "text" })).toThrow('unknown type "text"');
    expect(() => ours({ "x-widget": "select", title: "ok" })).not.toThrow();
  });
});

describe("the bugs the suite found (issue 12)", () => {
  const valid = (schema: unknown, data: unknown) => ours(schema)(data).length === 0;

  it('refuses `$ref: "#items"` with no such anchor at load, naming the path (it overflowed the stack)', () => {
    expect(() => ours({ type: "array", items: { $ref: "#items" } })).toThrow(
      '/items: $ref "#items" names no $anchor "items"',
    );
    const anchored = { $defs: { s: { $anchor: "items", type: "string" } }, items: { $ref: "#items" } };
    expect(valid(anchored, ["a"])).toBe(true);
    expect(valid(anchored, [1])).toBe(false);
    expect(() =>
      ours({ $defs: { a: { $ref: "#/$defs/b" }, b: { $ref: "#/$defs/a" } }, $ref: "#/$defs/a" }),
    ).toThrow("$ref cycle that never reaches the data");
  });

  it("refuses a pattern that does not compile under the u flag, with its path", () => {
    expect(() => ours({ properties: { phone: { type: "string", pattern: "^\\d{3}\\-\\d{4}$" } } })).toThrow(
      "/properties/phone/pattern: bad regular expression",
    );
  });

  it('fails `required: ["constructor"]` on {}', () => {
    expect(valid({ required: ["constructor"] }, {})).toBe(false);
    expect(valid({ required: ["constructor"] }, { constructor: 1 })).toBe(true);
  });

  it("applies dependentRequired and dependentSchemas on the same property, neither overwriting the other", () => {
    const schema = {
      dependentRequired: { card: ["billing"] },
      dependentSchemas: { card: { required: ["cvc"] } },
    };
    expect(ours(schema)({ card: 1 }).map((i) => i.path)).toEqual(["/billing", "/cvc"]);
    expect(valid(schema, { card: 1, billing: 1, cvc: 1 })).toBe(true);
  });

  it("resolves #phone to the schema anchored phone, not the root", () => {
    const schema = {
      $defs: { phone: { $anchor: "phone", type: "string", pattern: "^[0-9]{11}$" } },
      type: "object",
      properties: { mobile: { $ref: "#phone" } },
    };
    expect(valid(schema, { mobile: "13800138000" })).toBe(true);
    expect(valid(schema, { mobile: "abc" })).toBe(false);
  });

  it("counts contains with minContains/maxContains, and prefixItems before items", () => {
    const schema = { contains: { const: 1 }, minContains: 2, maxContains: 3 };
    expect([[1], [1, 1], [1, 1, 1, 1], [1, 2, 1]].map((a) => valid(schema, a))).toEqual([
      false,
      true,
      false,
      true,
    ]);
    const tuple = { prefixItems: [{ type: "string" }], items: { type: "number" } };
    expect([["a", 1, 2], [1], ["a", "b"]].map((a) => valid(tuple, a))).toEqual([true, false, false]);
  });

  it("accepts money: multipleOf 0.01 holds for 112969.68 and 1234567.89, and for every cent amount 100k–10M", () => {
    const cents = { type: "number", multipleOf: 0.01 };
    const check = ours(cents);
    expect(check(112969.68)).toEqual([]);
    expect(check(1234567.89)).toEqual([]);
    expect(check(0.105)).not.toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 10_000_000, max: 1_000_000_000 }), (amountInCents) => {
        expect(check(amountInCents / 100)).toEqual([]);
      }),
      { numRuns: 20_000 },
    );
  });
});

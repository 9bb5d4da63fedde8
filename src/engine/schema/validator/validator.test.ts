import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CompileOptions, compileSchema } from "./compile";
import type { Check, ValidationState } from "./types";

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

describe("what each failure says (the online form shows it at its field, with the keyword that failed)", () => {
  function traced(schema: unknown, options: CompileOptions = {}) {
    const check = compileSchema(schema, noSpecials, options);
    return (data: unknown) => {
      const state: ValidationState = { issues: [], effects: [], env: null, trace: true };
      check(data, "", state);
      return state.issues.map(({ path, code, params, keyword, schemaPath }) => ({
        path,
        code,
        params,
        keyword,
        schemaPath,
      }));
    };
  }

  const CASES: [string, unknown, unknown, unknown[]][] = [
    ["required", { required: ["a"] }, {}, [["/a", "required", { property: "a" }, "required"]]],
    [
      "dependentRequired",
      { dependentRequired: { card: ["billing"] } },
      { card: 1 },
      [
        [
          "/billing",
          "required",
          { property: "billing", dependsOn: "card", deps: ["billing"] },
          "dependentRequired",
        ],
      ],
    ],
    ["minProperties", { minProperties: 2 }, { a: 1 }, [["", "minProperties", { limit: 2 }, "minProperties"]]],
    [
      "maxProperties",
      { maxProperties: 1 },
      { a: 1, b: 2 },
      [["", "maxProperties", { limit: 1 }, "maxProperties"]],
    ],
    [
      "propertyNames",
      { propertyNames: { maxLength: 1 } },
      { ab: 1, c: 2 },
      [["/ab", "propertyName", { property: "ab" }, "propertyNames"]],
    ],
    [
      "additionalProperties",
      { properties: { name: {} }, additionalProperties: false },
      { nme: 1, name: 2 },
      [["/nme", "additionalProperty", { property: "nme", suggestion: "name" }, "additionalProperties"]],
    ],
    ["minItems", { minItems: 2 }, [1], [["", "minItems", { limit: 2 }, "minItems"]]],
    ["maxItems", { maxItems: 1 }, [1, 2], [["", "maxItems", { limit: 1 }, "maxItems"]]],
    [
      "uniqueItems",
      { uniqueItems: true },
      [1, 2, 1, 1],
      [["/2", "uniqueItems", { other: 0, index: 2 }, "uniqueItems"]],
    ],
    [
      "maxContains",
      { contains: { const: 1 }, maxContains: 1 },
      [1, 2, 1],
      [["", "contains", { min: 1, max: 1, count: 2 }, "contains"]],
    ],
    [
      "contains",
      { contains: { const: 1 } },
      [2],
      [["", "contains", { min: 1, max: undefined, count: 0 }, "contains"]],
    ],
    ["minLength", { minLength: 2 }, "张", [["", "minLength", { limit: 2 }, "minLength"]]],
    ["maxLength", { maxLength: 1 }, "张三", [["", "maxLength", { limit: 1 }, "maxLength"]]],
    ["pattern", { pattern: "^a" }, "b", [["", "pattern", { pattern: "^a" }, "pattern"]]],
    ["format", { format: "date" }, "2023-02-30", [["", "format", { format: "date" }, "format"]]],
    ["minimum", { minimum: 1 }, 0, [["", "minimum", { limit: 1, comparison: ">=" }, "minimum"]]],
    [
      "exclusiveMinimum",
      { exclusiveMinimum: 1 },
      1,
      [["", "minimum", { limit: 1, comparison: ">" }, "exclusiveMinimum"]],
    ],
    ["maximum", { maximum: 1 }, 2, [["", "maximum", { limit: 1, comparison: "<=" }, "maximum"]]],
    [
      "exclusiveMaximum",
      { exclusiveMaximum: 1 },
      1,
      [["", "maximum", { limit: 1, comparison: "<" }, "exclusiveMaximum"]],
    ],
    ["multipleOf", { multipleOf: 0.5 }, 0.3, [["", "multipleOf", { multipleOf: 0.5 }, "multipleOf"]]],
    ["not", { not: {} }, 1, [["", "not", {}, "not"]]],
    ["oneOf of two", { oneOf: [{}, { type: "number" }] }, 1, [["", "oneOf", { matches: 2 }, "oneOf"]]],
  ];

  it.each(CASES)("%s: the path, the code, its parameters and the keyword", (_name, schema, value, issues) => {
    expect(traced(schema)(value)).toEqual(
      issues.map((issue) => {
        const [path, code, params, keyword] = issue as [string, string, unknown, string];
        return { path, code, params, keyword, schemaPath: "" };
      }),
    );
  });

  it("names the schema path of a nested keyword, and draft-07 dependencies as their own keyword", () => {
    expect(traced({ properties: { a: { items: { minimum: 1 } } } })({ a: [1, 0] })).toEqual([
      {
        path: "/a/1",
        code: "minimum",
        params: { limit: 1, comparison: ">=" },
        keyword: "minimum",
        schemaPath: "/properties/a/items",
      },
    ]);
    expect(
      traced({ dependencies: { card: ["billing"] } }, { legacy: true })({ card: 1 }).map((i) => i.keyword),
    ).toEqual(["dependencies"]);
  });

  it("passes at the limits: minimum and maximum are inclusive, the exclusive ones are not", () => {
    const check = traced({ minimum: 1, maximum: 3, minLength: 1, maxLength: 1, minItems: 1, maxItems: 1 });
    expect([check(1), check(3), check("a"), check([1])]).toEqual([[], [], [], []]);
    const exclusive = traced({ exclusiveMinimum: 1, exclusiveMaximum: 3 });
    expect(exclusive(2)).toEqual([]);
    expect(traced({ minProperties: 1, maxProperties: 1 })({ a: 1 })).toEqual([]);
    expect(traced({ contains: { const: 1 }, minContains: 2, maxContains: 2 })([1, 1, 2])).toEqual([]);
  });

  it("reports every failed branch and the combinator itself when asked for all branches (the online form)", () => {
    const anyOf = { anyOf: [{ type: "string" }, { type: "number" }] };
    expect(traced(anyOf, { allBranches: true })(null).map((i) => [i.code, i.keyword])).toEqual([
      ["type", "type"],
      ["type", "type"],
      ["anyOf", "anyOf"],
    ]);
    expect(traced(anyOf)(null).map((i) => i.code)).toEqual(["anyOf"]);
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
    const conditional = { if: { type: "string" }, then: { minLength: 2 }, else: { minimum: 5 } };
    expect(traced(conditional, { allBranches: true })("a").map((i) => [i.code, i.params])).toEqual([
      ["minLength", { limit: 2 }],
      ["if", { failingKeyword: "then" }],
    ]);
    expect(traced(conditional, { allBranches: true })(1).map((i) => [i.code, i.params])).toEqual([
      ["minimum", { limit: 5, comparison: ">=" }],
      ["if", { failingKeyword: "else" }],
    ]);
    expect(traced(conditional)("a").map((i) => i.code)).toEqual(["minLength"]);
    expect(traced(conditional, { allBranches: true })("ab")).toEqual([]);
  });

  it("ignores then and else without if, but still refuses a mistake in them", () => {
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
    expect(traced({ then: { minLength: 5 }, else: { minimum: 5 } })("a")).toEqual([]);
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
    expect(() => ours({ then: { minLength: "5" } })).toThrow("/then: minLength must be a number");
    expect(() => ours({ else: { minimum: "5" } })).toThrow("/else: minimum must be a number");
  });

  it("refuses a malformed keyword at load, naming its schema path", () => {
    const refusals: [unknown, string, CompileOptions?][] = [
      [{ properties: [] }, "properties must be an object"],
      [{ patternProperties: 1 }, "patternProperties must be an object"],
      [{ properties: { a: { required: "a" } } }, "/properties/a: required must be an array of strings"],
      [{ required: [1] }, "required must be an array of strings"],
      [{ dependentRequired: { a: "b" } }, "dependentRequired/a must be an array of strings"],
      [{ dependentRequired: [] }, "dependentRequired must be an object"],
      [{ dependentSchemas: { a: 1 } }, "/dependentSchemas/a: a schema must be an object or a boolean"],
      [{ dependencies: { a: [1] } }, "/dependencies: a must be an array of strings", { legacy: true }],
      [{ items: [{}] }, "items must be a schema (use prefixItems for tuples)"],
      [{ items: [{}], prefixItems: [{}] }, "tuple items and prefixItems together", { legacy: true }],
      [{ prefixItems: {} }, "prefixItems must be an array"],
      [{ multipleOf: 0 }, "multipleOf must be > 0"],
      [{ allOf: [] }, "allOf must be a non-empty array"],
      [{ anyOf: {} }, "anyOf must be a non-empty array"],
      [{ oneOf: [] }, "oneOf must be a non-empty array"],
    ];
    for (const [schema, message, options] of refusals)
      expect(() => compileSchema(schema, noSpecials, options), message).toThrow(message);
  });
});

describe("anyOf and oneOf keep what the passing branch recorded", () => {
  // Two special references that record which branch ran (as the loader records ids and marks).
  const special = (ref: string): Check | undefined =>
    ref === "tessera:a" || ref === "tessera:b"
      ? (_value, _path, state) => {
          state.effects.push(ref.slice(-1));
        }
      : undefined;
  const run = (schema: unknown, data: unknown) => {
    const state: ValidationState = { issues: [], effects: [], env: null };
    compileSchema(schema, special)(data, "", state);
    return { effects: state.effects, issues: state.issues.map((i) => i.code) };
  };

  it("keeps the effects of the one oneOf branch that passed, and drops the failed branch's", () => {
    const schema = {
      oneOf: [
        { $ref: "tessera:a", type: "string" },
        { $ref: "tessera:b", type: "number" },
      ],
    };
    expect(run(schema, 1)).toEqual({ effects: ["b"], issues: [] });
    expect(run(schema, "x")).toEqual({ effects: ["a"], issues: [] });
    expect(run(schema, null)).toEqual({ effects: [], issues: ["oneOf"] });
  });

  it("keeps the effects of the first anyOf branch that passed only", () => {
    expect(run({ anyOf: [{ $ref: "tessera:a" }, { $ref: "tessera:b" }] }, 1)).toEqual({
      effects: ["a"],
      issues: [],
    });
    expect(run({ anyOf: [{ $ref: "tessera:a", type: "string" }, { $ref: "tessera:b" }] }, 1)).toEqual({
      effects: ["b"],
      issues: [],
    });
  });
});

describe("combinators at load", () => {
  it("refuses a $ref cycle through allOf, anyOf, oneOf, not, if, then or else: it never reaches the data", () => {
    const through = [
      { allOf: [{ $ref: "#" }] },
      { anyOf: [{ $ref: "#" }] },
      { oneOf: [{ $ref: "#" }] },
      { not: { $ref: "#" } },
      { if: { $ref: "#" } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
      { if: true, then: { $ref: "#" } },
      { if: true, else: { $ref: "#" } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
      { then: { $ref: "#" } },
      { else: { $ref: "#" } },
    ];
    for (const schema of through)
      expect(() => ours(schema), JSON.stringify(schema)).toThrow("$ref cycle that never reaches the data");
  });

  it("names the schema path of a mistake inside a combinator", () => {
    expect(() => ours({ allOf: [{}, { minimum: "1" }] })).toThrow("/allOf/1: minimum must be a number");
    expect(() => ours({ not: { minimum: "1" } })).toThrow("/not: minimum must be a number");
    expect(() => ours({ if: { minimum: "1" } })).toThrow("/if: minimum must be a number");
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
    expect(() => ours({ if: true, then: { minimum: "1" } })).toThrow("/then: minimum must be a number");
    expect(() => ours({ if: true, else: { minimum: "1" } })).toThrow("/else: minimum must be a number");
  });

  it("passes when the if's branch is left out", () => {
    expect(ours({ if: { type: "string" }, else: { minimum: 5 } })("a")).toEqual([]);
    // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
    expect(ours({ if: { type: "string" }, then: { minLength: 5 } })(1)).toEqual([]);
  });
});

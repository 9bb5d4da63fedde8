import { describe, expect, it } from "vitest";
import { type CompileOptions, compileSchema } from "./compile";
import { children, DOCUMENT_BASE, findRef, indexResources } from "./resources";
import type { ValidationState } from "./types";

/** The issues (path and code) of `data` against `schema`. */
function issues(schema: unknown, data: unknown, options: CompileOptions = {}) {
  const state: ValidationState = { issues: [], effects: [], env: null };
  compileSchema(schema, () => undefined, options)(data, "", state);
  return state.issues.map((i) => `${i.path} ${i.code}`);
}

/** The message a schema is refused with at load. */
function refusal(schema: unknown, options: CompileOptions = {}): string {
  try {
    compileSchema(schema, () => undefined, options);
  } catch (error) {
    return (error as Error).message;
  }
  return "accepted";
}

describe("a $ref resolved inside the document", () => {
  it("follows a JSON Pointer through objects and arrays, reading ~1 as / and ~0 as ~, and %-escapes", () => {
    const schema = {
      $defs: { "a/b": { type: "string" }, "c~d": { type: "number" }, "e f": { type: "boolean" } },
      prefixItems: [
        { $ref: "#/$defs/a~1b" },
        { $ref: "#/$defs/c~0d" },
        { $ref: "#/$defs/e%20f" },
        { $ref: "#/prefixItems/0" },
      ],
    };
    expect(issues(schema, ["x", 1, true, "y"])).toEqual([]);
    expect(issues(schema, [1, "x", 1, 2])).toEqual(["/0 type", "/1 type", "/2 type", "/3 type"]);
  });

  it("indexes a boolean document as nothing: it has no $ref to resolve", () => {
    expect(issues(true, 1)).toEqual([]);
    expect(issues(false, 1)).toEqual([" not"]);
    expect(findRef(true, "#")).toBeUndefined();
  });

  it("resolves # and an empty fragment to the document itself (recursion through the data)", () => {
    const tree = {
      type: "object",
      properties: { kids: { type: "array", items: { $ref: "#" } } },
      required: ["id"],
    };
    expect(issues(tree, { id: 1, kids: [{ id: 2, kids: [{}] }] })).toEqual(["/kids/0/kids/0/id required"]);
    expect(issues({ ...tree, properties: { kids: { items: { $ref: "" } } } }, { id: 1, kids: [{}] })).toEqual(
      ["/kids/0/id required"],
    );
  });

  it("resolves a name anchored with $anchor, and an embedded $id with its own pointers and anchors", () => {
    const schema = {
      $id: "https://tessera.example/form.json",
      $defs: {
        phone: { $anchor: "phone", pattern: "^1\\d{10}$" },
        address: {
          $id: "address.json",
          $defs: { zip: { $anchor: "zip", pattern: "^\\d{6}$" }, city: { minLength: 2 } },
          properties: { zip: { $ref: "#zip" }, city: { $ref: "#/$defs/city" } },
        },
      },
      properties: {
        phone: { $ref: "#phone" },
        address: { $ref: "address.json" },
        zip: { $ref: "https://tessera.example/address.json#zip" },
        city: { $ref: "address.json#/$defs/city" },
      },
    };
    expect(
      issues(schema, {
        phone: "13800000000",
        address: { zip: "100000", city: "北京" },
        zip: "200000",
        city: "上海",
      }),
    ).toEqual([]);
    expect(issues(schema, { phone: "1", address: { zip: "1", city: "x" }, zip: "2", city: "y" })).toEqual([
      "/phone pattern",
      "/address/zip pattern",
      "/address/city minLength",
      "/zip pattern",
      "/city minLength",
    ]);
  });

  it("reads a $ref inside a pointer's target against the base of the resource it reached", () => {
    const schema = {
      $defs: {
        inner: {
          $id: "https://tessera.example/inner.json",
          $defs: { n: { type: "number" }, x: { $ref: "#/$defs/n" } },
        },
        n: { type: "string" },
      },
      $ref: "#/$defs/inner/$defs/x",
    };
    expect(issues(schema, 1)).toEqual([]);
    expect(issues(schema, "1")).toEqual([" type"]);
  });

  it("resolves against the root document when a part of it is compiled (rjsf validates subschemas)", () => {
    const root = {
      $id: "https://tessera.example/r.json",
      $defs: { n: { type: "number" } },
      properties: { a: { $ref: "#/$defs/n" } },
    };
    expect(issues(root.properties.a, "x", { root })).toEqual([" type"]);
    const plain = { $defs: { n: { type: "number" } }, properties: { a: { $ref: "#/$defs/n" } } };
    expect(issues(plain.properties.a, "x", { root: plain })).toEqual([" type"]);
    expect(issues(plain.properties.a, 1, { root: plain })).toEqual([]);
  });
});

describe("a $ref refused at load, naming where it sits", () => {
  it("refuses a reference outside the document (remote schemas are never fetched)", () => {
    expect(refusal({ properties: { a: { $ref: "https://example.com/s.json" } } })).toBe(
      '/properties/a: $ref "https://example.com/s.json" points outside this document',
    );
    expect(refusal({ $ref: "other.json#/a" })).toBe('#: $ref "other.json#/a" points outside this document');
  });

  it("refuses a pointer to nothing: a missing key, a step through a non-schema value, an inherited name", () => {
    expect(refusal({ $defs: {}, items: { $ref: "#/$defs/none" } })).toBe(
      '/items: $ref "#/$defs/none" points nowhere',
    );
    expect(refusal({ $defs: { a: { type: "string" } }, $ref: "#/$defs/a/type/x" })).toBe(
      '#: $ref "#/$defs/a/type/x" points nowhere',
    );
    // A text's characters and length are not steps either.
    expect(refusal({ $defs: { a: { type: "string" } }, $ref: "#/$defs/a/type/0" })).toBe(
      '#: $ref "#/$defs/a/type/0" points nowhere',
    );
    expect(refusal({ $defs: {}, $ref: "#/$defs/constructor" })).toBe(
      '#: $ref "#/$defs/constructor" points nowhere',
    );
    expect(refusal({ prefixItems: [{}], $ref: "#/prefixItems/1" })).toBe(
      '#: $ref "#/prefixItems/1" points nowhere',
    );
  });

  it("refuses a missing anchor and a malformed reference", () => {
    expect(refusal({ $defs: { a: { $anchor: "a" } }, $ref: "#b" })).toBe('#: $ref "#b" names no $anchor "b"');
    expect(refusal({ $ref: "http://[" })).toBe('#: bad $ref "http://["');
  });

  it("names the target's own path when the schema a $ref reaches is wrong", () => {
    expect(refusal({ $defs: { "a/b": { type: "text" } }, $ref: "#/$defs/a~1b" })).toBe(
      '/$defs/a~1b: unknown type "text"',
    );
    expect(refusal({ $defs: { a: { $anchor: "a", minimum: "1" } }, $ref: "#a" })).toBe(
      "/$defs/a: minimum must be a number",
    );
  });
});

describe("$id and $anchor at load", () => {
  it("refuses an $id that is not a string, carries a fragment or is no URI; an empty fragment is allowed", () => {
    expect(refusal({ $defs: { a: { $id: 1 } } })).toBe("/$defs/a: $id must be a string");
    expect(refusal({ $id: "https://tessera.example/a.json#x" })).toBe(
      '#: $id "https://tessera.example/a.json#x" must not have a fragment',
    );
    expect(refusal({ $id: "http://[" })).toBe('#: bad $id "http://["');
    expect(refusal({ $id: "https://tessera.example/a.json#", $defs: { n: {} }, $ref: "#/$defs/n" })).toBe(
      "accepted",
    );
  });

  it("refuses an $anchor that is not a plain name", () => {
    for (const anchor of [1, ["a"], "", "1a", "a b", "a/b", "#a"])
      expect(refusal({ $defs: { a: { $anchor: anchor } } }), String(anchor)).toBe(
        "/$defs/a: $anchor must be a plain name",
      );
    for (const anchor of ["a", "_a", "A-b.c_1"])
      expect(refusal({ $anchor: anchor }), anchor).toBe("accepted");
  });

  it("refuses an $id or an anchor defined twice in one document", () => {
    expect(refusal({ $defs: { a: { $id: "x.json" }, b: { $id: "x.json" } } })).toBe(
      `/$defs/b: "tessera://document/x.json" is defined twice`,
    );
    expect(refusal({ $defs: { a: { $anchor: "n" }, b: { $anchor: "n" } } })).toBe(
      `/$defs/b: "${DOCUMENT_BASE}#n" is defined twice`,
    );
    expect(refusal({ allOf: [{ $anchor: "n" }, { $anchor: "n" }] })).toBe(
      `/allOf/1: "${DOCUMENT_BASE}#n" is defined twice`,
    );
  });

  it("indexes only subschema positions: an $id or $anchor inside enum, const or default is data", () => {
    const schema = {
      enum: [{ $id: "e.json" }],
      const: { $anchor: "c" },
      default: { $id: "e.json", $anchor: "c" },
      $defs: { d: { $anchor: "d" } },
    };
    expect([...indexResources(schema).keys()]).toEqual([DOCUMENT_BASE, `${DOCUMENT_BASE}#d`]);
    expect(refusal({ ...schema, $ref: "#c" })).toBe('#: $ref "#c" names no $anchor "c"');
  });

  it("walks every subschema keyword, tuple items and draft-07 dependencies, but not dependencies' lists", () => {
    const s = {
      items: [{ $anchor: "i0" }],
      prefixItems: [{ $anchor: "p0" }],
      additionalItems: { $anchor: "ai" },
      additionalProperties: { $anchor: "ap" },
      propertyNames: { $anchor: "pn" },
      contains: { $anchor: "co" },
      not: { $anchor: "no" },
      if: { $anchor: "if" },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's own keyword
      then: { $anchor: "th" },
      else: { $anchor: "el" },
      allOf: [{ $anchor: "al" }],
      anyOf: [{ $anchor: "an" }],
      oneOf: [{ $anchor: "on" }],
      properties: { "a/b": { $anchor: "pr" } },
      patternProperties: { x: { $anchor: "pp" } },
      $defs: { x: { $anchor: "de" } },
      definitions: { x: { $anchor: "df" } },
      dependentSchemas: { x: { $anchor: "ds" } },
      dependencies: { x: { $anchor: "dp" }, y: ["x"] },
    };
    expect([...indexResources(s).keys()].map((k) => k.replace(DOCUMENT_BASE, "")).sort()).toEqual(
      [
        "",
        "#ai",
        "#ap",
        "#pn",
        "#co",
        "#no",
        "#if",
        "#th",
        "#el",
        "#i0",
        "#al",
        "#an",
        "#on",
        "#p0",
        "#pr",
        "#pp",
        "#de",
        "#df",
        "#ds",
        "#dp",
      ].sort(),
    );
    expect(children(s).map(([key]) => key)).toContain("properties/a~1b");
    expect(children(s).map(([key]) => key)).not.toContain("dependencies/y");
    expect(children({ items: { type: "string" } })).toEqual([["items", { type: "string" }]]);
  });
});

describe("findRef (what rjsf asks for a $ref)", () => {
  const root = { $defs: { a: { type: "string" }, t: true, n: 1 }, items: [{ $anchor: "first" }] };

  it("gives the schema, object or boolean, a $ref names", () => {
    expect(findRef(root, "#/$defs/a")).toEqual({ type: "string" });
    expect(findRef(root, "#/$defs/t")).toBe(true);
    expect(findRef(root, "#first")).toEqual({ $anchor: "first" });
    expect(findRef(root, "#")).toBe(root);
  });

  it("gives undefined for a $ref naming nothing or something that is not a schema", () => {
    expect(findRef(root, "#/$defs/none")).toBeUndefined();
    expect(findRef(root, "#/$defs/n")).toBeUndefined();
    expect(findRef(root, "#/$defs/a/type")).toBeUndefined();
    expect(findRef(root, "https://example.com/x")).toBeUndefined();
    expect(findRef({ $id: "https://tessera.example/r.json", $defs: { a: {} } }, "r.json#/$defs/a")).toEqual(
      {},
    );
  });
});

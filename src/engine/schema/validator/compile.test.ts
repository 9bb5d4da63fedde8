import { describe, expect, it } from "vitest";
import { type CompileOptions, compileSchema } from "./compile";
import { type Check, SchemaDefinitionError, type SpecialRefs, type ValidationState } from "./types";

const noSpecials: SpecialRefs = () => undefined;

/** The issues of `data` against `schema`, with the keyword and schema path that failed. */
function issues(schema: unknown, data: unknown, options: CompileOptions = {}, special = noSpecials) {
  const state: ValidationState = { issues: [], effects: [], env: null, trace: true };
  compileSchema(schema, special, options)(data, "", state);
  return state.issues.map(({ path, code, params, keyword, schemaPath }) => ({
    path,
    code,
    params,
    keyword,
    schemaPath,
  }));
}

/** The message a schema is refused with at load, or "accepted". */
function refusal(schema: unknown, options: CompileOptions = {}, special = noSpecials): string {
  try {
    compileSchema(schema, special, options);
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaDefinitionError);
    return (error as Error).message;
  }
  return "accepted";
}

describe("boolean schemas", () => {
  it("passes anything against true and fails anything against false, naming where the false sits", () => {
    expect(issues(true, { any: 1 })).toEqual([]);
    expect(issues({ properties: { a: false, b: false } }, { b: 1 })).toEqual([
      { path: "/b", code: "not", params: {}, keyword: "false", schemaPath: "/properties/b" },
    ]);
    expect(issues({ properties: { a: false, b: false } }, { a: 1, b: 1 }).map((i) => i.schemaPath)).toEqual([
      "/properties/a",
      "/properties/b",
    ]);
    expect(issues({ allOf: [true, true], anyOf: [false, true] }, 1)).toEqual([]);
  });

  it("refuses a schema that is neither an object nor a boolean, naming its path", () => {
    for (const bad of [1, "string", null, [], [{}]])
      expect(refusal({ properties: { a: bad } }), JSON.stringify(bad)).toBe(
        "/properties/a: a schema must be an object or a boolean",
      );
    expect(refusal(null)).toBe("#: a schema must be an object or a boolean");
  });
});

describe("which keywords a schema may hold", () => {
  it("accepts the annotations and x- keywords, and refuses any other unknown keyword with its path", () => {
    const annotations = {
      title: "t",
      description: "d",
      default: 1,
      examples: [1],
      $comment: "c",
      deprecated: true,
      readOnly: true,
      writeOnly: false,
      $id: "https://tessera.example/s.json",
      $anchor: "s",
      $schema: "https://json-schema.org/draft/2020-12/schema",
      $defs: {},
      definitions: {},
      contentEncoding: "base64",
      contentMediaType: "image/png",
      contentSchema: {},
      "x-widget": "select",
    };
    expect(refusal(annotations)).toBe("accepted");
    expect(issues(annotations, "anything")).toEqual([]);
    expect(refusal({ items: { minlength: 1 } })).toBe('/items: unknown keyword "minlength"');
    expect(refusal({ "tax-": 1 })).toBe('#: unknown keyword "tax-"');
    expect(refusal({ enumNames: ["A"] })).toBe('#: unknown keyword "enumNames"');
  });

  it("honours draft-07's dependencies and additionalItems only with legacy", () => {
    expect(refusal({ dependencies: { a: ["b"] } })).toBe('#: unknown keyword "dependencies"');
    expect(refusal({ items: [{}], additionalItems: false })).toBe('#: unknown keyword "additionalItems"');
    const legacy = { legacy: true };
    expect(
      issues({ dependencies: { a: ["b"] } }, { a: 1 }, legacy).map((i) => `${i.path} ${i.code}`),
    ).toEqual(["/b required"]);
    expect(issues({ items: [{}], additionalItems: false }, [1, 2], legacy).map((i) => i.path)).toEqual([
      "/1",
    ]);
  });

  it("refuses tuple items without legacy, and reads them with it", () => {
    expect(refusal({ items: [{ type: "string" }] })).toBe(
      "#: items must be a schema (use prefixItems for tuples)",
    );
    expect(
      issues({ items: [{ type: "string" }] }, [1], { legacy: true }).map((i) => `${i.path} ${i.code}`),
    ).toEqual(["/0 type"]);
  });

  it("with open annotations, accepts keywords no draft defines and still refuses the ones not honoured", () => {
    const open = { openAnnotations: true };
    expect(refusal({ enumNames: ["A"], src: "x", enum: ["a"] }, open)).toBe("accepted");
    for (const keyword of [
      "unevaluatedProperties",
      "unevaluatedItems",
      "$dynamicRef",
      "$dynamicAnchor",
      "$recursiveRef",
      "$recursiveAnchor",
      "$vocabulary",
      "dependencies",
      "additionalItems",
      "divisibleBy",
      "disallow",
      "extends",
    ])
      expect(refusal({ [keyword]: {} }, open), keyword).toBe(`#: unknown keyword "${keyword}"`);
    expect(refusal({ dependencies: { a: ["b"] } }, { openAnnotations: true, legacy: true })).toBe("accepted");
  });

  it("accepts $schema of draft 2020-12 or draft-07 only", () => {
    for (const dialect of [
      "https://json-schema.org/draft/2020-12/schema",
      "https://json-schema.org/draft/2020-12/schema#",
      "http://json-schema.org/draft-07/schema",
      "http://json-schema.org/draft-07/schema#",
    ])
      expect(refusal({ $schema: dialect }), dialect).toBe("accepted");
    expect(refusal({ $schema: "http://json-schema.org/draft-04/schema#" })).toBe(
      '#: unsupported $schema "http://json-schema.org/draft-04/schema#"',
    );
    expect(refusal({ items: { $schema: 7 } })).toBe('/items: unsupported $schema "7"');
  });
});

describe("type, enum and const", () => {
  it("says which types were expected and which one came", () => {
    expect(issues({ type: ["string", "null"] }, 1)).toEqual([
      {
        path: "",
        code: "type",
        params: { expected: "string | null", actual: "number" },
        keyword: "type",
        schemaPath: "",
      },
    ]);
    expect(issues({ type: "object" }, []).map((i) => i.params)).toEqual([
      { expected: "object", actual: "array" },
    ]);
    expect(issues({ type: "array" }, null).map((i) => i.params)).toEqual([
      { expected: "array", actual: "null" },
    ]);
    expect(issues({ type: ["integer", "boolean"] }, 1)).toEqual([]);
    expect(issues({ type: ["integer", "boolean"] }, true)).toEqual([]);
    expect(issues({ type: "integer" }, 1.5).map((i) => i.code)).toEqual(["type"]);
  });

  it("refuses an unknown type name or a type that is not a name", () => {
    expect(refusal({ type: "text" })).toBe('#: unknown type "text"');
    expect(refusal({ properties: { a: { type: ["string", 1] } } })).toBe('/properties/a: unknown type "1"');
    expect(refusal({ type: ["string", "int"] })).toBe('#: unknown type "int"');
  });

  it("lists the allowed values of an enum as JSON, and refuses an enum that is not an array", () => {
    expect(issues({ enum: ["a", 1, null, { b: [2] }] }, "b")).toEqual([
      {
        path: "",
        code: "enum",
        params: { allowed: '"a", 1, null, {"b":[2]}' },
        keyword: "enum",
        schemaPath: "",
      },
    ]);
    expect(issues({ enum: ["a", 1, null, { b: [2] }] }, { b: [2] })).toEqual([]);
    expect(refusal({ properties: { a: { enum: "a" } } })).toBe("/properties/a: enum must be an array");
  });

  it("says the expected constant as JSON, null included", () => {
    expect(issues({ properties: { a: { const: null } } }, { a: 0 })).toEqual([
      {
        path: "/a",
        code: "const",
        params: { expected: "null" },
        keyword: "const",
        schemaPath: "/properties/a",
      },
    ]);
    expect(issues({ const: { a: [1] } }, { a: [1] })).toEqual([]);
    expect(issues({ const: "x" }, "y").map((i) => i.params)).toEqual([{ expected: '"x"' }]);
  });
});

describe("$ref beside other keywords, and tessera: references", () => {
  it("applies a $ref and the keywords beside it", () => {
    const schema = { $defs: { s: { type: "string" } }, $ref: "#/$defs/s", minLength: 2 };
    expect(issues(schema, 1).map((i) => i.code)).toEqual(["type"]);
    expect(issues(schema, "a").map((i) => i.code)).toEqual(["minLength"]);
    expect(issues(schema, "ab")).toEqual([]);
  });

  it("asks the special references for a tessera: $ref and runs the check it gives", () => {
    const asked: string[] = [];
    const even: Check = (value, path, state) => {
      if (typeof value === "number" && value % 2 !== 0)
        state.issues.push({ path, code: "not", params: { even: true } });
    };
    const special: SpecialRefs = (ref) => {
      asked.push(ref);
      return ref === "tessera:even" ? even : undefined;
    };
    const schema = { properties: { n: { $ref: "tessera:even", minimum: 0 } } };
    expect(issues(schema, { n: 3 }, {}, special).map((i) => i.params)).toEqual([{ even: true }]);
    expect(issues(schema, { n: -2 }, {}, special).map((i) => i.code)).toEqual(["minimum"]);
    expect(asked).toEqual(["tessera:even", "tessera:even"]);
    expect(refusal({ $ref: "tessera:odd" }, {}, special)).toBe('#: unknown $ref "tessera:odd"');
    expect(refusal({ $defs: { "tessera:even": {} }, $ref: "tessera:x" })).toBe('#: unknown $ref "tessera:x"');
  });

  it("resolves a document $ref in the document, never asking the special references", () => {
    const asked: string[] = [];
    const special: SpecialRefs = (ref) => {
      asked.push(ref);
      return () => {};
    };
    const schema = { $defs: { n: { type: "number" } }, $ref: "#/$defs/n" };
    expect(issues(schema, "x", {}, special).map((i) => i.code)).toEqual(["type"]);
    expect(asked).toEqual([]);
  });

  it("refuses a $ref that is not a string", () => {
    expect(refusal({ items: { $ref: { a: 1 } } })).toBe("/items: $ref must be a string");
    expect(refusal({ $ref: 1 })).toBe("#: $ref must be a string");
  });

  it("follows a recursive $ref into the data at any depth, and refuses one that loops in place", () => {
    const list = { type: "object", properties: { value: { type: "number" }, next: { $ref: "#" } } };
    expect(issues(list, { value: 1, next: { value: 2, next: { value: "3" } } }).map((i) => i.path)).toEqual([
      "/next/next/value",
    ]);
    expect(
      refusal({
        $defs: { a: { $ref: "#/$defs/b" }, b: { allOf: [{ $ref: "#/$defs/a" }] } },
        $ref: "#/$defs/a",
      }),
    ).toBe("/$defs/a: $ref cycle that never reaches the data");
  });
});

describe("how a schema is compiled", () => {
  it("reads a part of a larger document against that document's $id and $defs (rjsf validates parts)", () => {
    const root = {
      $id: "https://tessera.example/form.json",
      $defs: { n: { type: "number" } },
      properties: { a: { $ref: "#/$defs/n" }, b: { $ref: "form.json#/$defs/n" } },
    };
    expect(issues(root.properties.a, "x", { root }).map((i) => i.code)).toEqual(["type"]);
    expect(issues(root.properties.b, 1, { root })).toEqual([]);
    expect(issues(root, { a: "x", b: "y" }).map((i) => i.path)).toEqual(["/a", "/b"]);
    expect(refusal(root.properties.a)).toBe('#: $ref "#/$defs/n" points nowhere');
  });

  it("reports every failed branch only when asked for all branches", () => {
    const schema = { anyOf: [{ type: "string" }, { type: "number" }] };
    expect(issues(schema, null).map((i) => i.code)).toEqual(["anyOf"]);
    expect(
      issues(schema, null, { allBranches: true })
        .map((i) => i.code)
        .sort(),
    ).toEqual(["anyOf", "type", "type"]);
  });

  it("uses the formats a form adds", () => {
    const formats = { digits: (text: string) => /^\d+$/.test(text) };
    expect(issues({ format: "digits" }, "1a", { formats }).map((i) => i.code)).toEqual(["format"]);
    expect(refusal({ format: "digits" })).toBe('/format: unknown format "digits"');
  });
});

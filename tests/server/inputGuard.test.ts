import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { boundNumbers, inputProblem, registerInputGuard } from "../../server/http/inputGuard";
import { INPUT_LIMITS, INT32, SAFE_NUMBER } from "../../server/http/limits";

/*
 * The shared input layer every route goes through (server/http/inputGuard.ts; issue 11, measured by issue
 * 17): the number bounds a route's schema gets, the NUL and depth check before validation. The app-wide
 * answers (the envelope, the messages) are in inputs.test.ts.
 */

describe("boundNumbers", () => {
  it("gives an integer without bounds PostgreSQL's int4 range and a number the exactly representable one", () => {
    expect(boundNumbers({ type: "integer" })).toEqual({ type: "integer", ...INT32 });
    expect(boundNumbers({ type: "number" })).toEqual({ type: "number", ...SAFE_NUMBER });
    expect(boundNumbers({ type: ["integer", "null"] })).toEqual({ type: ["integer", "null"], ...INT32 });
    expect(boundNumbers({ type: ["null", "number"] })).toEqual({ type: ["null", "number"], ...SAFE_NUMBER });
  });

  it("keeps a bound the schema states, and leaves other types alone", () => {
    expect(boundNumbers({ type: "integer", minimum: 0 })).toEqual({
      type: "integer",
      minimum: 0,
      maximum: INT32.maximum,
    });
    expect(boundNumbers({ type: "number", maximum: 5 })).toEqual({
      type: "number",
      minimum: SAFE_NUMBER.minimum,
      maximum: 5,
    });
    for (const schema of [{ type: "string" }, { type: ["string", "null"] }, { type: "boolean" }, {}]) {
      expect(boundNumbers(schema)).toEqual(schema);
    }
    for (const value of [null, 3, "integer", true]) expect(boundNumbers(value)).toBe(value);
  });

  it("reaches every nested schema: properties, items, combinators, definitions", () => {
    const bounded = boundNumbers({
      type: "object",
      properties: { page: { type: "integer" }, enum: { type: "integer" } },
      additionalProperties: { type: "number" },
      items: [{ type: "integer" }],
      anyOf: [{ type: "integer" }, { type: "string" }],
      $defs: { n: { type: "number" } },
    });
    expect(bounded).toEqual({
      type: "object",
      properties: { page: { type: "integer", ...INT32 }, enum: { type: "integer", ...INT32 } },
      additionalProperties: { type: "number", ...SAFE_NUMBER },
      items: [{ type: "integer", ...INT32 }],
      anyOf: [{ type: "integer", ...INT32 }, { type: "string" }],
      $defs: { n: { type: "number", ...SAFE_NUMBER } },
    });
  });

  it("leaves the data a schema holds as it is: enum, const, default and examples", () => {
    const data = { type: "integer" };
    const schema = { type: "string", enum: [data], const: data, default: data, examples: [data] };
    expect(boundNumbers(schema)).toEqual(schema);
  });

  it("does not change the schema it is given", () => {
    const schema = { type: "object", properties: { n: { type: "integer" } } };
    boundNumbers(schema);
    expect(schema).toEqual({ type: "object", properties: { n: { type: "integer" } } });
  });
});

describe("inputProblem", () => {
  /** A value nested `levels` objects and arrays deep. */
  const nested = (levels: number, inner: unknown = "x") => {
    let value = inner;
    for (let i = 0; i < levels; i++) value = i % 2 ? { k: value } : [value];
    return value;
  };

  it("finds a NUL in a string or a key at any depth, and nothing in clean input", () => {
    expect(inputProblem("a\u0000")).toBe("badCharacter");
    expect(inputProblem({ a: [1, { b: "x\u0000y" }] })).toBe("badCharacter");
    expect(inputProblem({ "k\u0000": 1 })).toBe("badCharacter");
    for (const clean of [undefined, null, 0, true, "", "abc", [], {}, { a: [1, "b", null, { c: false }] }]) {
      expect(inputProblem(clean)).toBeUndefined();
    }
  });

  it(`allows ${INPUT_LIMITS.depth} levels of nesting and refuses one more`, () => {
    expect(inputProblem(nested(INPUT_LIMITS.depth))).toBeUndefined();
    expect(inputProblem(nested(INPUT_LIMITS.depth + 1))).toBe("tooDeep");
    expect(inputProblem(nested(INPUT_LIMITS.depth + 1, 1))).toBe("tooDeep");
  });
});

describe("registerInputGuard", () => {
  /** An app with the guard and one route, declared after it as every route is. */
  async function appWithRoute() {
    const app = Fastify();
    registerInputGuard(app);
    app.post(
      "/r/:id",
      {
        schema: {
          params: { type: "object", properties: { id: { type: "string" } } },
          querystring: { type: "object", properties: { n: { type: "integer" } } },
          body: { type: "object", properties: { m: { type: "number" } } },
          headers: { type: "object", properties: { "x-n": { type: "integer" } } },
        },
      },
      async (request) => ({ body: request.body }),
    );
    app.get(
      "/n/:k",
      {
        schema: {
          params: { type: "object", properties: { k: { type: "integer" } } },
          response: { 200: { type: "object", properties: { k: { type: "integer" } } } },
        },
      },
      async (request) => ({ ...(request.params as object), undeclared: true }),
    );
    app.get("/free", async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it("bounds the numbers of every part of a route's schema", async () => {
    const app = await appWithRoute();
    try {
      const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
        app.inject({ method: "POST", url, payload: payload as object, headers });
      expect((await post("/r/a?n=5", { m: 1.5 }, { "x-n": "7" })).statusCode).toBe(200);
      expect((await post("/r/a?n=99999999999", { m: 1 })).statusCode).toBe(400);
      expect((await post("/r/a", { m: 1e300 })).statusCode).toBe(400);
      expect((await post("/r/a", {}, { "x-n": "99999999999" })).statusCode).toBe(400);
      expect((await app.inject({ url: "/free" })).statusCode).toBe(200);
      expect((await app.inject({ url: "/n/99999999999" })).statusCode).toBe(400);
      // the parts the guard does not bound stay as declared: the answer's schema still drops what it does not name
      expect((await app.inject({ url: "/n/5" })).json()).toEqual({ k: 5 });
    } finally {
      await app.close();
    }
  });

  it("refuses a NUL in the path, the query or the body, and an over-deep body, before validation", async () => {
    const app = await appWithRoute();
    try {
      const codes = [];
      for (const [url, payload] of [
        ["/r/a%00b", {}],
        ["/r/a?q=a%00b", {}],
        ["/r/a", { s: "a\u0000b" }],
        ["/r/a", { deep: JSON.parse(`${"[".repeat(40)}${"]".repeat(40)}`) }],
      ] as const) {
        const res = await app.inject({ method: "POST", url, payload });
        codes.push([res.statusCode, res.json().message]);
      }
      expect(codes).toEqual([
        [400, "badCharacter"],
        [400, "badCharacter"],
        [400, "badCharacter"],
        [400, "tooDeep"],
      ]);
    } finally {
      await app.close();
    }
  });
});

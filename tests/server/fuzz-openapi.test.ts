import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, createTestApp, type TestApp, tokenOf } from "./helpers";

/**
 * Property-based test of every operation in /openapi.json (issue 11 §4): signed in as a demo user and
 * anonymous, random strings (NUL, unicode, huge), numbers (1.5, 1e300, ±99999999999), objects, arrays and
 * Object.prototype names at every parameter and body field. No answer may be a 5xx or carry stack text.
 * The operations come from the document, so a new route is covered the day it lands. Actions really run
 * (on this test's own database copy). FUZZ_SEED replays a failure; FUZZ_RUNS sets the runs per operation.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const RUNS = Number(process.env.FUZZ_RUNS ?? 6);

type Schema = Record<string, unknown>;
interface Operation {
  method: string;
  path: string;
  parameters: { in: string; name: string; schema?: Schema }[];
  body?: Schema;
}

const PROTO_NAMES = ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"];
const protoName = fc.constantFrom(...PROTO_NAMES);
const hostileString = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 30 }),
  fc.string({ maxLength: 8 }).map((s) => `${s}\u0000${s}`),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "%_".repeat(40),
    "-100000-01-01",
    "275760-09-13",
    "2024-13-45",
    "1.5",
    "1e300",
    "99999999999",
    "-99999999999",
    "99999999999999999999",
    "NaN",
    "-Infinity",
    "null",
    "[]",
    "{}",
    "'; DROP TABLE uc_user; --",
    "../../../etc/passwd",
    "\ud800",
    "a,b,'c'",
    "x".repeat(20_000),
  ),
  protoName,
);
const hostileNumber = fc.constantFrom(1.5, 1e300, -1e300, 99999999999, -99999999999, 2147483648, -1, 0, 1e20);
const hostileScalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileScalar,
    fc.array(tie("value"), { maxLength: 3 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), protoName), tie("value"), { maxKeys: 3 }),
  ),
})).value;

/** A value for a schema: half the time one that fits it (to get past validation), else a hostile one. */
function valueFor(
  schema: Schema | undefined,
  components: Record<string, Schema>,
  depth = 0,
): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, components);
  if (!resolved || depth > 4) return hostileValue;
  return fc.oneof(fitting(resolved, components, depth), hostileValue);
}

function resolve(schema: Schema | undefined, components: Record<string, Schema>): Schema | undefined {
  const ref = schema?.$ref;
  return typeof ref === "string" ? components[ref.replace("#/components/schemas/", "")] : schema;
}

/** A value shaped like the schema, with field values that are themselves sometimes hostile. */
function fitting(schema: Schema, components: Record<string, Schema>, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum);
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(v, components, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object": {
      const props = (schema.properties ?? {}) as Record<string, Schema>;
      const fields = Object.fromEntries(
        Object.entries(props).map(([k, v]) => [k, valueFor(v, components, depth + 1)]),
      );
      return fc.record(fields, { requiredKeys: [] });
    }
    case "array":
      return fc.array(valueFor(schema.items as Schema, components, depth + 1), { maxLength: 3 });
    case "integer":
      return fc.oneof(fc.integer({ min: -3, max: 50 }), hostileNumber);
    case "number":
      return fc.oneof(fc.double({ noNaN: true }), hostileNumber);
    case "boolean":
      return fc.boolean();
    case "string":
      return fc.oneof(fc.string({ maxLength: 20 }), hostileString);
    default:
      return hostileValue;
  }
}

/** How a value travels in a query string or a path segment. */
const asText = (v: unknown) => (typeof v === "string" ? v : v === undefined ? "" : JSON.stringify(v));

let t: TestApp;
let operations: Operation[] = [];
let components: Record<string, Schema> = {};
let user = "";
let spare = "";
beforeAll(async () => {
  t = await createTestApp();
  const doc = (await t.app.inject({ method: "GET", url: "/openapi.json" })).json();
  components = doc.components?.schemas ?? {};
  for (const [path, ops] of Object.entries(doc.paths as Record<string, Record<string, Schema>>)) {
    for (const [method, op] of Object.entries(ops)) {
      const body = (op.requestBody as Schema | undefined)?.content as
        | Record<string, { schema: Schema }>
        | undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Operation["parameters"]) ?? [],
        body: body?.["application/json"]?.schema,
      });
    }
  }
  // Sign-ins before any fuzzing of /auth, whose random attempts may hit the per-address limit.
  user = await tokenOf(t.app, "zhangsan");
  spare = await tokenOf(t.app, "lisi");
  operations = [
    ...operations.filter((o) => o.path !== "/auth"),
    ...operations.filter((o) => o.path === "/auth"),
  ];
});
afterAll(() => t.close());

/** The request of one generated case. */
function requestOf(op: Operation, values: Record<string, unknown>, token: string | undefined): InjectOptions {
  let url = op.path;
  const query: Record<string, string> = {};
  const headers: Record<string, string> = token ? bearer(token) : {};
  for (const p of op.parameters) {
    const v = values[`${p.in}:${p.name}`];
    if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(asText(v) || "x"));
    else if (v === undefined) continue;
    else if (p.in === "query") query[p.name] = asText(v);
    else if (p.in === "header")
      headers[p.name] = asText(v)
        .replace(/[^\x20-\x7e]/g, "")
        .slice(0, 200);
  }
  const options: InjectOptions = { method: op.method as InjectOptions["method"], url, query, headers };
  if (op.body !== undefined || values.body !== undefined)
    options.payload = JSON.stringify(values.body ?? null);
  if (options.payload !== undefined) headers["content-type"] = "application/json";
  return options;
}

const STACK_TEXT = / {4}at |\bat .+:\d+:\d+|\/work\/|node_modules|\.ts:\d|Error: .*\n/;

describe("fuzzing every operation of /openapi.json (issue 11 §4)", () => {
  it("finds the operations in the OpenAPI document", () => {
    expect(operations.length).toBeGreaterThan(50);
  });

  for (const identity of ["a demo user", "anonymous"] as const) {
    it(`answers no 5xx and no stack text to ${identity}`, async () => {
      const failures: string[] = [];
      for (const [index, op] of operations.entries()) {
        const fields: Record<string, fc.Arbitrary<unknown>> = {};
        for (const p of op.parameters) fields[`${p.in}:${p.name}`] = valueFor(p.schema, components);
        if (op.body !== undefined) fields.body = valueFor(op.body, components);
        const token = identity === "anonymous" ? undefined : /signout/.test(op.path) ? spare : user;
        await fc
          .assert(
            fc.asyncProperty(fc.record(fields, { requiredKeys: [] }), async (values) => {
              const res = await t.app.inject(requestOf(op, values, token));
              const ok = res.statusCode < 500 && !STACK_TEXT.test(res.body);
              if (!ok) failures.push(`${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 200)}`);
              return ok;
            }),
            { seed: SEED + index, numRuns: RUNS, endOnFailure: true },
          )
          .catch((err: Error) =>
            failures.push(`${op.method} ${op.path}: ${err.message.split("\n").slice(0, 4).join(" ")}`),
          );
      }
      expect(failures, `FUZZ_SEED=${SEED} (operation i runs seed+i)`).toEqual([]);
    }, 600_000);
  }
});

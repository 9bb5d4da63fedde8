import type { FastifyInstance, RouteOptions } from "fastify";
import { badRequest } from "./errors";
import { INPUT_LIMITS, INT32, SAFE_NUMBER } from "./limits";

type Schema = Record<string, unknown>;

/** Whether a schema (or a type list) admits the given JSON type. */
const admits = (schema: Schema, type: string) =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/**
 * A copy of a request schema where every `integer` without bounds gets PostgreSQL's int4 range and every
 * `number` the exactly-representable range, so 1e300 or 99999999999 is a 400 rather than a database error.
 */
export function boundNumbers(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(boundNumbers);
  if (!schema || typeof schema !== "object") return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    // `properties` maps names to schemas; `enum`, `const`, `default` and `examples` hold data, not schemas.
    if (key === "enum" || key === "const" || key === "default" || key === "examples") out[key] = value;
    else if (key === "properties" && value && typeof value === "object") {
      out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, boundNumbers(v)]));
    } else out[key] = boundNumbers(value);
  }
  const range = admits(out, "integer") ? INT32 : admits(out, "number") ? SAFE_NUMBER : undefined;
  if (range) {
    out.minimum ??= range.minimum;
    out.maximum ??= range.maximum;
  }
  return out;
}

/** The first problem of a parsed input: a string (or key) holding NUL, or nesting deeper than allowed. */
export function inputProblem(input: unknown): "badCharacter" | "tooDeep" | undefined {
  const stack: [unknown, number][] = [[input, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop() as [unknown, number];
    if (typeof value === "string") {
      if (value.includes("\u0000")) return "badCharacter";
    } else if (value && typeof value === "object") {
      if (depth >= INPUT_LIMITS.depth) return "tooDeep";
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\u0000")) return "badCharacter";
        stack.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

/**
 * The shared input layer of every route: schemas get number bounds as routes are declared, and before
 * validation a NUL character anywhere in the body, query or path (PostgreSQL text cannot hold it) or an
 * over-deep body answers 400.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const schema = route.schema as Schema | undefined;
    if (!schema) return;
    const bounded: Schema = { ...schema };
    for (const part of ["body", "querystring", "params", "headers"]) {
      // Stryker disable next-line ConditionalExpression: a part left out stays left out (undefined is no schema to Fastify)
      if (schema[part]) bounded[part] = boundNumbers(schema[part]);
    }
    route.schema = bounded;
  });
  app.addHook("preValidation", async (request) => {
    const problem = inputProblem(request.params) ?? inputProblem(request.query) ?? inputProblem(request.body);
    if (problem) throw badRequest(problem);
  });
}

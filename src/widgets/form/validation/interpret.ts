import { compileSchema } from "../../../engine/schema/validator/compile";
import { getAtPointer } from "../../../engine/schema/validator/pointer";
import {
  type Check,
  type Issue,
  SchemaDefinitionError,
  type ValidationState,
} from "../../../engine/schema/validator/types";

/** A JSON Schema node as rjsf hands it over. */
export type SchemaNode = boolean | { [keyword: string]: unknown };

/** One failure, shaped like ajv's ErrorObject so rjsf's conventions (paths, params) carry over. */
export interface RawError {
  keyword: string;
  /** JSON pointer into the data, e.g. `/tasks/0/title`. */
  instancePath: string;
  /** JSON pointer into the schema, e.g. `#/properties/tasks/items/required`. */
  schemaPath: string;
  params: Record<string, unknown>;
  /** The schema object holding the failing keyword. */
  parentSchema?: Record<string, unknown>;
}

/** Extra string formats by name. */
export type FormatTests = Record<string, (text: string) => boolean>;

const noSpecials = () => undefined;

/** Checks compiled per root document, then per (sub)schema rjsf asks about. */
const cache = new WeakMap<object, WeakMap<object, Check | Error>>();

/**
 * The engine's interpreter prepared for an rjsf schema (draft-07 keywords and rjsf's own annotations
 * allowed, every failed branch reported as ajv does), compiled once per schema object; throws the schema error when it is refused.
 */
function compiled(schema: SchemaNode, root: SchemaNode, formats: FormatTests): Check {
  const options = { legacy: true, openAnnotations: true, allBranches: true, root, formats };
  if (typeof schema !== "object" || typeof root !== "object")
    return compileSchema(schema, noSpecials, options);
  let perRoot = cache.get(root);
  if (!perRoot) {
    perRoot = new WeakMap();
    cache.set(root, perRoot);
  }
  let entry = perRoot.get(schema);
  if (!entry) {
    try {
      entry = compileSchema(schema, noSpecials, options);
    } catch (error) {
      entry = error as Error;
    }
    perRoot.set(schema, entry);
  }
  if (entry instanceof Error) throw entry;
  return entry;
}

const parentOf = (pointer: string) => pointer.slice(0, Math.max(0, pointer.lastIndexOf("/")));

/** ajv's uniqueItems pair: the last item that repeats an earlier one, and that earlier one. */
function duplicatePair(items: unknown[]): { i: number; j: number } {
  for (let i = items.length - 1; i > 0; i -= 1) {
    for (let j = i - 1; j >= 0; j -= 1) {
      if (JSON.stringify(items[i]) === JSON.stringify(items[j])) return { i, j };
    }
  }
  return { i: 0, j: 0 };
}

/** One interpreter issue as ajv would have reported it (keyword, data path, params). */
function toRaw(issue: Issue, data: unknown): RawError {
  const keyword = issue.keyword ?? issue.code;
  const parent = issue.schema;
  let instancePath = issue.path;
  let name = keyword;
  let params: Record<string, unknown> = { ...issue.params };
  switch (issue.code) {
    case "required":
      instancePath = parentOf(issue.path);
      if (keyword === "required") params = { missingProperty: issue.params.property };
      else {
        const deps = issue.params.deps as string[];
        name = "dependencies";
        params = {
          property: issue.params.dependsOn,
          missingProperty: issue.params.property,
          depsCount: deps.length,
          deps: deps.join(", "),
        };
      }
      break;
    case "type":
      params = { type: String(issue.params.expected).split(" | ").join(",") };
      break;
    case "enum":
      params = { allowedValues: parent?.enum };
      break;
    case "const":
      params = { allowedValue: parent?.const };
      break;
    case "minimum":
    case "maximum":
      params = { comparison: issue.params.comparison, limit: issue.params.limit };
      break;
    case "uniqueItems":
      instancePath = parentOf(issue.path);
      params = duplicatePair(getAtPointer(data, instancePath) as unknown[]);
      break;
    case "additionalProperty":
      instancePath = parentOf(issue.path);
      params = { additionalProperty: issue.params.property };
      break;
    case "propertyName":
      instancePath = parentOf(issue.path);
      params = { propertyName: issue.params.property };
      break;
    case "oneOf":
      params = { passingSchemas: null };
      break;
    case "anyOf":
      params = {};
      break;
    case "not":
      if (keyword === "false") name = "false schema";
      params = {};
      break;
    case "contains":
      params = { minContains: issue.params.min, maxContains: issue.params.max };
      break;
  }
  const schemaPath =
    name === "false schema" ? `#${issue.schemaPath ?? ""}` : `#${issue.schemaPath ?? ""}/${keyword}`;
  return { keyword: name, instancePath, schemaPath, params, parentSchema: parent };
}

function run(check: Check, data: unknown): Issue[] {
  const state: ValidationState = { issues: [], effects: [], env: null, trace: true };
  check(data, "", state);
  return state.issues;
}

/** Every failure of `data` against `schema` (as ajv's `allErrors`); `$ref`s resolve in `root`. */
export function collectErrors(
  schema: SchemaNode,
  data: unknown,
  ctx: { root?: SchemaNode; formats?: FormatTests } = {},
): RawError[] {
  const check = compiled(schema, ctx.root ?? schema, ctx.formats ?? {});
  return run(check, data).map((issue) => toRaw(issue, data));
}

/** True when `data` passes `schema`; throws the schema error when the schema is refused. */
export function passes(
  schema: SchemaNode,
  data: unknown,
  ctx: { root?: SchemaNode; formats?: FormatTests } = {},
): boolean {
  return run(compiled(schema, ctx.root ?? schema, ctx.formats ?? {}), data).length === 0;
}

/** Why the interpreter refuses a form's schema (its JSON path and the reason), or undefined if it accepts it. */
export function schemaProblem(schema: SchemaNode): { path: string; message: string } | undefined {
  try {
    compiled(schema, schema, {});
    return undefined;
  } catch (error) {
    if (!(error instanceof SchemaDefinitionError)) throw error;
    const prefix = `${error.schemaPath || "#"}: `;
    const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
    return { path: error.schemaPath, message };
  }
}

import { deepEquals } from "@rjsf/utils";
import { FORMAT_CHECKS, type FormatCheck } from "./formats";

/** A JSON Schema node (draft-07, plus the 2019 `dependentRequired`/`dependentSchemas`/`$defs`). */
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

/** What a walk needs besides the data: the root for `$ref`s and the format checks. */
export interface WalkContext {
  root: SchemaNode;
  formats: Record<string, FormatCheck>;
  /** Stops at the first failure (for isValid, where only the verdict matters). */
  failFast: boolean;
}

type Obj = Record<string, unknown>;

const isObj = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The JSON type of a value as JSON Schema names it ("integer" also matches "number"). */
function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = jsonType(value);
  return actual === type || (type === "number" && actual === "integer");
}

const escapePointer = (segment: string | number) => String(segment).replace(/~/g, "~0").replace(/\//g, "~1");

/** The node a local `$ref` (`#/definitions/x`, or `<root id>#/…`) points at; undefined if it does not resolve. */
export function resolveRef(ref: string, root: SchemaNode): SchemaNode | undefined {
  const hash = ref.indexOf("#");
  if (hash < 0) return undefined;
  const pointer = ref.slice(hash + 1);
  let node: unknown = root;
  for (const raw of pointer.split("/").slice(1)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, "/").replace(/~0/g, "~");
    if (!isObj(node) && !Array.isArray(node)) return undefined;
    node = (node as Obj)[segment];
  }
  return typeof node === "boolean" || isObj(node) ? node : undefined;
}

/** Characters as JSON Schema counts them: Unicode code points (a Chinese character or an emoji is one). */
const codePoints = (text: string) => [...text].length;

/** Compiled `pattern` regexes, kept per source (RegExp is not eval: CSP allows it). */
const patternCache = new Map<string, RegExp | null>();
function patternOf(source: string): RegExp | null {
  if (!patternCache.has(source)) {
    try {
      patternCache.set(source, new RegExp(source, "u"));
    } catch {
      patternCache.set(source, null);
    }
  }
  return patternCache.get(source) ?? null;
}

/** Walks schemas over data, collecting failures; one instance per walk. */
class Walker {
  readonly errors: RawError[] = [];
  private readonly refDepth = new Map<string, number>();

  constructor(private readonly ctx: WalkContext) {}

  private fail(keyword: string, path: string, schemaPath: string, params: Obj, parent: Obj): false {
    this.errors.push({
      keyword,
      instancePath: path,
      schemaPath: `${schemaPath}/${keyword}`,
      params,
      parentSchema: parent,
    });
    return false;
  }

  /** Validates data against a schema at a path; true when it passes. */
  node(schema: SchemaNode | undefined, data: unknown, path: string, schemaPath: string): boolean {
    if (schema === undefined || schema === true) return true;
    if (schema === false) {
      this.errors.push({ keyword: "false schema", instancePath: path, schemaPath, params: {} });
      return false;
    }
    let ok = true;
    const check = (passed: boolean) => {
      if (!passed) ok = false;
      return !(this.ctx.failFast && !ok);
    };
    if (typeof schema.$ref === "string" && !check(this.ref(schema.$ref, data, path, schemaPath)))
      return false;
    if (!check(this.generic(schema, data, path, schemaPath))) return false;
    if (!check(this.combinators(schema, data, path, schemaPath))) return false;
    if (typeof data === "string" && !check(this.string(schema, data, path, schemaPath))) return false;
    if (typeof data === "number" && !check(this.number(schema, data, path, schemaPath))) return false;
    if (Array.isArray(data) && !check(this.array(schema, data, path, schemaPath))) return false;
    if (isObj(data) && !check(this.object(schema, data, path, schemaPath))) return false;
    return ok;
  }

  private ref(ref: string, data: unknown, path: string, schemaPath: string): boolean {
    const target = resolveRef(ref, this.ctx.root);
    if (target === undefined) throw new Error(`can't resolve reference ${ref} from id #`);
    // A recursive schema recurses only as deep as the data does; this guards a ref that points at itself.
    const depth = this.refDepth.get(ref) ?? 0;
    if (depth > 64) return true;
    this.refDepth.set(ref, depth + 1);
    try {
      return this.node(target, data, path, `${schemaPath}/$ref`);
    } finally {
      this.refDepth.set(ref, depth);
    }
  }

  private generic(schema: Obj, data: unknown, path: string, sp: string): boolean {
    let ok = true;
    if (schema.type !== undefined) {
      const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string];
      if (!types.some((type) => matchesType(data, type))) {
        ok = this.fail("type", path, sp, { type: types.join(",") }, schema);
        // Keyword checks on a value of the wrong type would only repeat the type error.
        return ok;
      }
    }
    if (Array.isArray(schema.enum) && !schema.enum.some((option) => deepEquals(option, data))) {
      ok = this.fail("enum", path, sp, { allowedValues: schema.enum }, schema);
    }
    if ("const" in schema && !deepEquals(schema.const, data)) {
      ok = this.fail("const", path, sp, { allowedValue: schema.const }, schema);
    }
    return ok;
  }

  private combinators(schema: Obj, data: unknown, path: string, sp: string): boolean {
    let ok = true;
    if (Array.isArray(schema.allOf)) {
      schema.allOf.forEach((sub, i) => {
        if (!this.node(sub as SchemaNode, data, path, `${sp}/allOf/${i}`)) ok = false;
      });
    }
    if (Array.isArray(schema.anyOf)) {
      const tries = (schema.anyOf as SchemaNode[]).map((sub, i) =>
        this.trial(sub, data, path, `${sp}/anyOf/${i}`),
      );
      if (!tries.some((t) => t.length === 0)) {
        for (const t of tries) this.errors.push(...t);
        ok = this.fail("anyOf", path, sp, {}, schema);
      }
    }
    if (Array.isArray(schema.oneOf)) {
      const tries = (schema.oneOf as SchemaNode[]).map((sub, i) =>
        this.trial(sub, data, path, `${sp}/oneOf/${i}`),
      );
      const passing = tries.flatMap((t, i) => (t.length === 0 ? [i] : []));
      if (passing.length !== 1) {
        if (passing.length === 0) for (const t of tries) this.errors.push(...t);
        ok = this.fail("oneOf", path, sp, { passingSchemas: passing.length ? passing : null }, schema);
      }
    }
    if (
      schema.not !== undefined &&
      this.trial(schema.not as SchemaNode, data, path, `${sp}/not`).length === 0
    ) {
      ok = this.fail("not", path, sp, {}, schema);
    }
    if (schema.if !== undefined) {
      const passed = this.trial(schema.if as SchemaNode, data, path, `${sp}/if`).length === 0;
      const branch = passed ? "then" : "else";
      if (
        schema[branch] !== undefined &&
        !this.node(schema[branch] as SchemaNode, data, path, `${sp}/${branch}`)
      ) {
        ok = this.fail("if", path, sp, { failingKeyword: branch }, schema);
      }
    }
    return ok;
  }

  /** The failures of a sub-schema without recording them (for anyOf/oneOf/not/if). */
  private trial(schema: SchemaNode, data: unknown, path: string, sp: string): RawError[] {
    const inner = new Walker(this.ctx);
    inner.node(schema, data, path, sp);
    return inner.errors;
  }

  private string(schema: Obj, data: string, path: string, sp: string): boolean {
    let ok = true;
    const length = codePoints(data);
    if (typeof schema.minLength === "number" && length < schema.minLength) {
      ok = this.fail("minLength", path, sp, { limit: schema.minLength }, schema);
    }
    if (typeof schema.maxLength === "number" && length > schema.maxLength) {
      ok = this.fail("maxLength", path, sp, { limit: schema.maxLength }, schema);
    }
    if (typeof schema.pattern === "string") {
      const regex = patternOf(schema.pattern);
      if (regex && !regex.test(data))
        ok = this.fail("pattern", path, sp, { pattern: schema.pattern }, schema);
    }
    if (typeof schema.format === "string") {
      const format = this.ctx.formats[schema.format];
      if (format && !format(data)) ok = this.fail("format", path, sp, { format: schema.format }, schema);
    }
    return ok;
  }

  private number(schema: Obj, data: number, path: string, sp: string): boolean {
    let ok = true;
    const limit = (keyword: string, comparison: string, passes: (limit: number) => boolean) => {
      const value = schema[keyword];
      if (typeof value === "number" && !passes(value)) {
        ok = this.fail(keyword, path, sp, { comparison, limit: value }, schema);
      }
    };
    limit("minimum", ">=", (l) => data >= l);
    limit("maximum", "<=", (l) => data <= l);
    limit("exclusiveMinimum", ">", (l) => data > l);
    limit("exclusiveMaximum", "<", (l) => data < l);
    if (typeof schema.multipleOf === "number" && schema.multipleOf > 0) {
      const quotient = data / schema.multipleOf;
      if (Math.abs(quotient - Math.round(quotient)) > 1e-9) {
        ok = this.fail("multipleOf", path, sp, { multipleOf: schema.multipleOf }, schema);
      }
    }
    return ok;
  }

  private array(schema: Obj, data: unknown[], path: string, sp: string): boolean {
    let ok = true;
    if (typeof schema.minItems === "number" && data.length < schema.minItems) {
      ok = this.fail("minItems", path, sp, { limit: schema.minItems }, schema);
    }
    if (typeof schema.maxItems === "number" && data.length > schema.maxItems) {
      ok = this.fail("maxItems", path, sp, { limit: schema.maxItems }, schema);
    }
    if (schema.uniqueItems === true) {
      outer: for (let i = data.length - 1; i > 0; i -= 1) {
        for (let j = i - 1; j >= 0; j -= 1) {
          if (deepEquals(data[i], data[j])) {
            ok = this.fail("uniqueItems", path, sp, { i, j }, schema);
            break outer;
          }
        }
      }
    }
    const items = schema.items as SchemaNode | SchemaNode[] | undefined;
    data.forEach((item, i) => {
      let sub: SchemaNode | undefined;
      let subPath: string;
      if (Array.isArray(items)) {
        sub = i < items.length ? items[i] : (schema.additionalItems as SchemaNode | undefined);
        subPath = i < items.length ? `${sp}/items/${i}` : `${sp}/additionalItems`;
      } else {
        sub = items;
        subPath = `${sp}/items`;
      }
      if (!this.node(sub, item, `${path}/${i}`, subPath)) ok = false;
    });
    if (schema.contains !== undefined) {
      const contained = data.some(
        (item, i) => this.trial(schema.contains as SchemaNode, item, `${path}/${i}`, sp).length === 0,
      );
      if (!contained) ok = this.fail("contains", path, sp, {}, schema);
    }
    return ok;
  }

  private object(schema: Obj, data: Obj, path: string, sp: string): boolean {
    let ok = true;
    const present = (key: string) => data[key] !== undefined;
    if (Array.isArray(schema.required)) {
      for (const key of schema.required as string[]) {
        if (!present(key)) ok = this.fail("required", path, sp, { missingProperty: key }, schema);
      }
    }
    const keys = Object.keys(data).filter(present);
    if (typeof schema.minProperties === "number" && keys.length < schema.minProperties) {
      ok = this.fail("minProperties", path, sp, { limit: schema.minProperties }, schema);
    }
    if (typeof schema.maxProperties === "number" && keys.length > schema.maxProperties) {
      ok = this.fail("maxProperties", path, sp, { limit: schema.maxProperties }, schema);
    }
    const properties = isObj(schema.properties) ? (schema.properties as Record<string, SchemaNode>) : {};
    const patterns = isObj(schema.patternProperties)
      ? Object.entries(schema.patternProperties as Record<string, SchemaNode>)
      : [];
    for (const key of keys) {
      const childPath = `${path}/${escapePointer(key)}`;
      let matched = false;
      if (Object.hasOwn(properties, key)) {
        matched = true;
        if (!this.node(properties[key], data[key], childPath, `${sp}/properties/${escapePointer(key)}`))
          ok = false;
      }
      for (const [source, sub] of patterns) {
        if (patternOf(source)?.test(key)) {
          matched = true;
          if (!this.node(sub, data[key], childPath, `${sp}/patternProperties/${escapePointer(source)}`))
            ok = false;
        }
      }
      if (!matched && schema.additionalProperties !== undefined) {
        if (schema.additionalProperties === false) {
          ok = this.fail("additionalProperties", path, sp, { additionalProperty: key }, schema);
        } else if (
          !this.node(
            schema.additionalProperties as SchemaNode,
            data[key],
            childPath,
            `${sp}/additionalProperties`,
          )
        ) {
          ok = false;
        }
      }
      if (
        schema.propertyNames !== undefined &&
        this.trial(schema.propertyNames as SchemaNode, key, path, sp).length
      ) {
        ok = this.fail("propertyNames", path, sp, { propertyName: key }, schema);
      }
    }
    const dependencies = {
      ...(schema.dependencies as Obj),
      ...(schema.dependentRequired as Obj),
      ...(schema.dependentSchemas as Obj),
    };
    for (const [key, dependency] of Object.entries(dependencies)) {
      if (!present(key)) continue;
      if (Array.isArray(dependency)) {
        const missing = (dependency as string[]).filter((name) => !present(name));
        for (const name of missing) {
          ok = this.fail(
            "dependencies",
            path,
            sp,
            {
              property: key,
              missingProperty: name,
              depsCount: dependency.length,
              deps: dependency.join(", "),
            },
            schema,
          );
        }
      } else if (
        !this.node(dependency as SchemaNode, data, path, `${sp}/dependencies/${escapePointer(key)}`)
      ) {
        ok = false;
      }
    }
    return ok;
  }
}

/** Every failure of `data` against `schema` (all of them, as ajv's `allErrors`); `$ref`s resolve in `ctx.root`. */
export function collectErrors(schema: SchemaNode, data: unknown, ctx: Partial<WalkContext> = {}): RawError[] {
  const walker = new Walker({
    root: ctx.root ?? schema,
    formats: ctx.formats ?? FORMAT_CHECKS,
    failFast: false,
  });
  walker.node(schema, data, "", "#");
  return walker.errors;
}

/** True when `data` passes `schema`; stops at the first failure. */
export function passes(schema: SchemaNode, data: unknown, ctx: Partial<WalkContext> = {}): boolean {
  const walker = new Walker({
    root: ctx.root ?? schema,
    formats: ctx.formats ?? FORMAT_CHECKS,
    failFast: true,
  });
  return walker.node(schema, data, "", "#");
}

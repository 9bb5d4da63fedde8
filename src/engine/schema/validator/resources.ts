import { escapeSegment } from "./pointer";
import { SchemaDefinitionError } from "./types";
import { isPlainObject, type SchemaObject } from "./util";

/** The base a document without `$id` is read against; never fetched, only used to resolve relative refs. */
export const DOCUMENT_BASE = "tessera://document/root.json";

/** Keywords whose value is one subschema. */
const ONE = [
  "items",
  "additionalItems",
  "additionalProperties",
  "propertyNames",
  "contains",
  "not",
  "if",
  "then",
  "else",
];
/** Keywords whose value is a list of subschemas. */
const LIST = ["allOf", "anyOf", "oneOf", "prefixItems", "items"];
/** Keywords whose value maps names to subschemas. */
const MAP = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas", "dependencies"];

/** A schema node with where it sits: its JSON path in the document and the base URI it is read against. */
export interface Located {
  node: unknown;
  at: string;
  base: string;
}

/** The base URI a schema node sets for itself and its children (`$id`), given its parent's base. */
export function baseOf(node: unknown, parentBase: string, at: string): string {
  if (!isPlainObject(node) || node.$id === undefined) return parentBase;
  if (typeof node.$id !== "string") throw new SchemaDefinitionError(at, "$id must be a string");
  try {
    const url = new URL(node.$id, parentBase);
    // An empty fragment ("a.json#") reads as "" too.
    if (url.hash !== "") throw new SchemaDefinitionError(at, `$id "${node.$id}" must not have a fragment`);
    url.hash = "";
    return url.href;
  } catch (error) {
    if (error instanceof SchemaDefinitionError) throw error;
    throw new SchemaDefinitionError(at, `bad $id "${node.$id}"`);
  }
}

/** The subschemas of a schema object, each with its key path below the object. */
export function children(s: SchemaObject): [string, unknown][] {
  const out: [string, unknown][] = [];
  for (const key of ONE) if (key in s && !Array.isArray(s[key])) out.push([key, s[key]]);
  for (const key of LIST) {
    const list = s[key];
    if (!Array.isArray(list)) continue;
    for (const [i, item] of list.entries()) out.push([`${key}/${i}`, item]);
  }
  for (const key of MAP) {
    const map = s[key];
    if (!isPlainObject(map)) continue;
    for (const [name, value] of Object.entries(map)) {
      // `dependencies` lists (draft-07's dependentRequired) are not schemas.
      if (!Array.isArray(value)) out.push([`${key}/${escapeSegment(name)}`, value]);
    }
  }
  return out;
}

/**
 * Every schema resource (`$id`) and anchor (`$anchor`) of a document, found by walking subschema positions
 * only (an `$id` inside an `enum` or `const` value is data, not an identifier).
 */
export function indexResources(root: unknown): Map<string, Located> {
  const known = isPlainObject(root) ? indexed.get(root) : undefined;
  // Stryker disable next-line ConditionalExpression: a cache; indexing the document again gives the same index
  if (known) return known;
  const index = new Map<string, Located>();
  const add = (uri: string, located: Located) => {
    if (index.has(uri)) throw new SchemaDefinitionError(located.at, `"${uri}" is defined twice`);
    index.set(uri, located);
  };
  const walk = (node: unknown, at: string, parentBase: string) => {
    if (!isPlainObject(node)) return;
    const base = baseOf(node, parentBase, at);
    if (base !== parentBase || at === "") add(base, { node, at, base });
    if (node.$anchor !== undefined) {
      if (typeof node.$anchor !== "string" || !/^[A-Za-z_][-A-Za-z0-9._]*$/.test(node.$anchor))
        throw new SchemaDefinitionError(at, "$anchor must be a plain name");
      add(`${base}#${node.$anchor}`, { node, at, base });
    }
    for (const [key, child] of children(node)) walk(child, `${at}/${key}`, base);
  };
  walk(root, "", baseOf(root, DOCUMENT_BASE, ""));
  if (isPlainObject(root)) indexed.set(root, index);
  return index;
}

/** Indexes by root document: rjsf validates many parts of one root, each compiled on its own. */
const indexed = new WeakMap<object, Map<string, Located>>();

/**
 * The schema a `$ref` names, read against `base`: a resource, a JSON Pointer inside one, or an anchor.
 * Throws (naming `at`) when it names nothing in this document: remote schemas are never fetched.
 */
export function resolveRef(ref: string, base: string, at: string, index: Map<string, Located>): Located {
  let url: URL;
  try {
    url = new URL(ref, base);
  } catch {
    throw new SchemaDefinitionError(at, `bad $ref "${ref}"`);
  }
  const fragment = decodeURIComponent(url.hash.slice(1));
  url.hash = "";
  const resource = index.get(url.href);
  if (!resource) throw new SchemaDefinitionError(at, `$ref "${ref}" points outside this document`);
  if (fragment === "") return resource;
  if (!fragment.startsWith("/")) {
    const anchored = index.get(`${url.href}#${fragment}`);
    if (!anchored) throw new SchemaDefinitionError(at, `$ref "${ref}" names no $anchor "${fragment}"`);
    return anchored;
  }
  let node: unknown = resource.node;
  let nodeBase = resource.base;
  let path = resource.at;
  for (const raw of fragment.slice(1).split("/")) {
    const segment = raw.replace(/~1/g, "/").replace(/~0/g, "~");
    const container = node as Record<string, unknown> | unknown[];
    if (!(isPlainObject(node) || Array.isArray(node)) || !Object.hasOwn(container, segment)) {
      throw new SchemaDefinitionError(at, `$ref "${ref}" points nowhere`);
    }
    node = (container as Record<string, unknown>)[segment];
    path = `${path}/${raw}`;
    nodeBase = baseOf(node, nodeBase, path);
  }
  return { node, at: path, base: nodeBase };
}

/** The schema (object or boolean) a `$ref` names in `root`, or undefined when it names nothing there. */
export function findRef(root: unknown, ref: string): unknown {
  // Stryker disable BlockStatement: an empty catch gives undefined too (an empty try is refused by every
  // schema found, but a marker spans lines)
  try {
    // Stryker disable next-line StringLiteral: the schema paths only name a refusal, and it is caught here
    const node = resolveRef(ref, baseOf(root, DOCUMENT_BASE, ""), "", indexResources(root)).node;
    return typeof node === "boolean" || isPlainObject(node) ? node : undefined;
  } catch {
    return undefined;
  }
  // Stryker restore BlockStatement
}

import { joinPointer } from "../schema/validator/pointer";
import type { Issue } from "../schema/validator/types";
import { isVarPath } from "./varPath";

const REFERENCE = /\$\{([^}]*)\}/g;

/** The `${path}` references of a string, as written (trimmed). */
export function referencesOf(text: string): string[] {
  return [...text.matchAll(REFERENCE)].map((m) => m[1].trim());
}

/** Whether a value is a `{"$expr": …}` wrapper. */
export function isExprWrapper(value: unknown): value is { $expr: unknown } {
  return value !== null && typeof value === "object" && !Array.isArray(value) && "$expr" in value;
}

/** A part of a dynamic value found at load: a string with references, or a `$expr`. */
export type DynamicPart =
  | { kind: "refs"; path: string; text: string; vars: string[] }
  | { kind: "expr"; path: string; logic: unknown };

/** Walks a dynamic value: lists its parts and reports malformed references and `$expr` objects. */
export function scanDynamicValue(value: unknown, at: string): { parts: DynamicPart[]; issues: Issue[] } {
  const parts: DynamicPart[] = [];
  const issues: Issue[] = [];
  const walk = (node: unknown, p: string) => {
    if (typeof node === "string") {
      const refs = referencesOf(node);
      if (refs.length === 0) return;
      const bad = refs.filter((r) => !isVarPath(r));
      for (const reference of bad)
        issues.push({ path: p, code: "expression", params: { reason: "reference", reference } });
      parts.push({ kind: "refs", path: p, text: node, vars: refs.filter((r) => isVarPath(r)) });
    } else if (Array.isArray(node)) {
      node.forEach((child, i) => {
        walk(child, joinPointer(p, i));
      });
    } else if (isExprWrapper(node)) {
      if (Object.keys(node).length !== 1)
        issues.push({ path: p, code: "expression", params: { reason: "exprKeys" } });
      parts.push({ kind: "expr", path: joinPointer(p, "$expr"), logic: node.$expr });
    } else if (node !== null && typeof node === "object") {
      for (const [key, child] of Object.entries(node)) walk(child, joinPointer(p, key));
    }
  };
  walk(value, at);
  return { parts, issues };
}

/**
 * Resolves a dynamic value: `"${a.b}"` alone gives the raw value, references inside text are interpolated
 * (missing values become ""), `{"$expr": …}` is evaluated, arrays and objects are walked.
 */
export function resolveDynamic(
  value: unknown,
  read: (path: string) => unknown,
  evaluate: (logic: unknown) => unknown,
): unknown {
  if (typeof value === "string") {
    const whole = /^\$\{([^}]*)\}$/.exec(value);
    if (whole) return read(whole[1].trim());
    if (!value.includes("${")) return value;
    return value.replace(REFERENCE, (_m, path: string) => {
      const v = read(path.trim());
      if (v === null || v === undefined) return "";
      return typeof v === "object" ? JSON.stringify(v) : String(v);
    });
  }
  if (Array.isArray(value)) return value.map((v) => resolveDynamic(v, read, evaluate));
  if (isExprWrapper(value)) return evaluate(value.$expr);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveDynamic(v, read, evaluate)]));
  }
  return value;
}

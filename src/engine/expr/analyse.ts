import { closest } from "../schema/validator/compile";
import { joinPointer } from "../schema/validator/pointer";
import type { Issue } from "../schema/validator/types";
import { BUILTIN_OPERATIONS } from "./operations";
import { isVarPath } from "./varPath";

/** Argument counts of json-logic operations, [min, max]. */
const ARITY: Record<string, [number, number]> = {
  "!": [1, 1],
  "!!": [1, 1],
  "==": [2, 2],
  "===": [2, 2],
  "!=": [2, 2],
  "!==": [2, 2],
  ">": [2, 2],
  ">=": [2, 2],
  "<": [2, 3],
  "<=": [2, 3],
  "%": [2, 2],
  "/": [2, 2],
  "-": [1, 2],
  in: [2, 2],
  substr: [2, 3],
  "?:": [3, 3],
  var: [1, 2],
  map: [2, 2],
  filter: [2, 2],
  all: [2, 2],
  some: [2, 2],
  none: [2, 2],
  reduce: [2, 3],
  missing_some: [2, 2],
};

/** Operations whose second argument is evaluated per item (its `var`s read the item, not the scope). */
const ITEM_OPERATIONS = new Set(["map", "filter", "all", "some", "none", "reduce"]);

/** What the engine knows about the operations besides json-logic's own. */
export interface OperationCatalogue {
  has: (name: string) => boolean;
  names: () => Iterable<string>;
  /** [min, max] argument count when the operation declares one. */
  arity: (name: string) => [number, number] | undefined;
}

/** Issues found in an expression and the variable paths it reads from its scope. */
export interface ExpressionAnalysis {
  issues: Issue[];
  vars: string[];
}

/**
 * Checks an expression found at `at` and lists the variables it reads: unknown operations, wrong argument
 * counts, objects that are not one-key operations and `var`s whose path is not a literal string are issues.
 */
export function analyseExpression(logic: unknown, at: string, ops: OperationCatalogue): ExpressionAnalysis {
  const issues: Issue[] = [];
  const vars = new Set<string>();

  const readVar = (path: unknown, p: string, item: boolean) => {
    if (item) return;
    if (typeof path !== "string" || path === "") {
      issues.push({ path: p, code: "dynamicVar", params: {} });
    } else if (!isVarPath(path)) {
      issues.push({ path: p, code: "expression", params: { reason: "reference", reference: path } });
    } else {
      vars.add(path);
    }
  };

  const walk = (node: unknown, p: string, item: boolean) => {
    if (node === null || typeof node !== "object") return;
    if (Array.isArray(node)) {
      node.forEach((child, i) => {
        walk(child, joinPointer(p, i), item);
      });
      return;
    }
    const keys = Object.keys(node);
    if (keys.length !== 1) {
      issues.push({ path: p, code: "expression", params: { reason: "oneKey", count: keys.length } });
      return;
    }
    const op = keys[0];
    const raw = (node as Record<string, unknown>)[op];
    const args = Array.isArray(raw) ? raw : [raw];
    const argPath = (i: number) => (Array.isArray(raw) ? joinPointer(p, op, i) : joinPointer(p, op));
    if (!BUILTIN_OPERATIONS.has(op) && !ops.has(op)) {
      const suggestion = closest(op, [...BUILTIN_OPERATIONS, ...ops.names()]);
      issues.push({
        path: joinPointer(p, op),
        code: "unknownOperation",
        params: { operation: op, suggestion },
      });
      return;
    }
    const arity = ARITY[op] ?? ops.arity(op);
    if (arity && (args.length < arity[0] || args.length > arity[1])) {
      const expected = arity[0] === arity[1] ? String(arity[0]) : `${arity[0]}–${arity[1]}`;
      issues.push({
        path: joinPointer(p, op),
        code: "expression",
        params: { reason: "arity", operation: op, expected, actual: args.length },
      });
    }
    if (op === "var") {
      readVar(args[0], argPath(0), item);
      if (args.length > 1) walk(args[1], argPath(1), item);
      return;
    }
    if (op === "missing" && !item) {
      const names = Array.isArray(args[0]) ? args[0] : args;
      names.forEach((name, i) => {
        readVar(name, Array.isArray(args[0]) ? joinPointer(argPath(0), i) : argPath(i), false);
      });
      return;
    }
    if (op === "missing_some" && !item) {
      walk(args[0], argPath(0), item);
      if (Array.isArray(args[1]))
        args[1].forEach((name, i) => {
          readVar(name, joinPointer(argPath(1), i), false);
        });
      else issues.push({ path: argPath(1), code: "dynamicVar", params: {} });
      return;
    }
    args.forEach((arg, i) => {
      walk(arg, argPath(i), item || (ITEM_OPERATIONS.has(op) && i === 1));
    });
  };

  walk(logic, at, false);
  return { issues, vars: [...vars] };
}

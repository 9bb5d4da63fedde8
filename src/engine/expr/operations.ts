import { format } from "date-fns";
import * as jsonLogic from "json-logic-js";
import type { CalculationRule } from "../types";

/** An operation: receives its evaluated arguments; `this` is the data. */
export type Operation = (...args: unknown[]) => unknown;

/** json-logic's own operations that documents may use (`log` writes to the console and is left out). */
export const BUILTIN_OPERATIONS = new Set([
  "==",
  "===",
  "!=",
  "!==",
  ">",
  ">=",
  "<",
  "<=",
  "!!",
  "!",
  "%",
  "in",
  "cat",
  "substr",
  "+",
  "*",
  "-",
  "/",
  "min",
  "max",
  "merge",
  "var",
  "missing",
  "missing_some",
  "if",
  "?:",
  "and",
  "or",
  "filter",
  "map",
  "reduce",
  "all",
  "none",
  "some",
]);

function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  // An array's keys are its indices: [] and {} are both empty.
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

/** The engine's helper operations (README §5). */
export const HELPER_OPERATIONS: Record<string, Operation> = {
  empty: (value) => isEmpty(value),
  coalesce: (...values) => values.find((v) => !isEmpty(v)) ?? null,
  length: (value) => (typeof value === "string" || Array.isArray(value) ? [...(value as string)].length : 0),
  lower: (value) => (typeof value === "string" ? value.toLowerCase() : value),
  upper: (value) => (typeof value === "string" ? value.toUpperCase() : value),
  trim: (value) => (typeof value === "string" ? value.trim() : value),
  join: (values, separator) =>
    Array.isArray(values) ? values.join(typeof separator === "string" ? separator : ",") : "",
  get: (object, path) => {
    let value: unknown = object;
    for (const part of String(path ?? "")
      .split(".")
      .filter(Boolean)) {
      if (value === null || typeof value !== "object") return null;
      value = (value as Record<string, unknown>)[part];
    }
    return value ?? null;
  },
  today: () => {
    return format(new Date(), "yyyy-MM-dd");
  },
};

/** Every operation name an engine's expressions may use: json-logic's, the helpers, the calculations. */
export function operationTable(calculations: Iterable<CalculationRule>): Map<string, Operation> {
  const table = new Map<string, Operation>(Object.entries(HELPER_OPERATIONS));
  for (const rule of calculations) {
    table.set(rule.name, (...args: unknown[]) => rule.run(args));
  }
  return table;
}

/** The table json-logic-js currently holds for us (only during an evaluation). */
let installed: Map<string, Operation> | null = null;

function install(table: Map<string, Operation> | null) {
  if (table) for (const [name, operation] of table) jsonLogic.add_operation(name, operation);
}

function uninstall(table: Map<string, Operation> | null) {
  if (table) for (const name of table.keys()) jsonLogic.rm_operation(name);
}

/**
 * Evaluates json-logic with this table of extra operations. json-logic-js keeps operations in a module
 * table, so the engine's are added for this synchronous call only and removed afterwards (restoring an
 * outer evaluation's table when calls nest): engines never see each other's operations.
 */
export function evaluateLogic(table: Map<string, Operation>, logic: unknown, data: unknown): unknown {
  // Stryker disable next-line ConditionalExpression: equivalent, a nested evaluation by the same engine would remove and add back the same operations.
  if (installed === table) return jsonLogic.apply(logic as jsonLogic.RulesLogic, data);
  const outer = installed;
  uninstall(outer);
  install(table);
  installed = table;
  try {
    return jsonLogic.apply(logic as jsonLogic.RulesLogic, data);
  } finally {
    uninstall(table);
    installed = outer;
    install(outer);
  }
}

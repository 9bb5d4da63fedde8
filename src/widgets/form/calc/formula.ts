import Decimal from "decimal.js";
import { isObject } from "../../../engine";
import { calculate, calculationNames } from "../../../engine/rules";
import type { FormLoadError } from "../types";

/**
 * A computed field's formula (`ui:calc`), plain data: `{ "SUM": ["a", "b"] }`, `{ "*": ["item.price",
 * "item.qty"] }`, nested `{ "ROUND": [{ "/": ["a", "b"] }, 2] }`. An operator is a calculation of the rule
 * catalogue (SUM, AVERAGE, MAX, MIN, ROUND, DAYS360, RMB …) or one of + - * / (decimal-exact). An argument
 * is a field reference (a string, or `{ "var": "a" }`), a literal (number, boolean, null, `{ "lit": … }`) or
 * another formula. Formulas are data: nothing is ever evaluated as code.
 */
export type Formula = { [operator: string]: FormulaArg[] | FormulaArg };
export type FormulaArg = string | number | boolean | null | { var: string } | { lit: unknown } | Formula;

/** A parsed formula: what it reads and how to compute it. */
export type FormulaNode =
  | { kind: "ref"; ref: string }
  | { kind: "lit"; value: unknown }
  | { kind: "op"; op: string; args: FormulaNode[] };

const ARITHMETIC = new Set(["+", "-", "*", "/"]);
const CALCULATIONS = new Set(calculationNames.map((name) => name.toUpperCase()));

/**
 * Parses a formula; each problem is reported with the JSON path of the bad node (under `jsonPath`).
 * `checkRef` returns a message for a reference that may not be used here (sub-table rules), or null.
 */
export function parseFormula(
  formula: unknown,
  jsonPath: string,
  checkRef: (ref: string) => string | null,
  errors: FormLoadError[],
): FormulaNode | null {
  if (typeof formula === "string") {
    const problem = checkRef(formula);
    if (problem) {
      errors.push({ path: jsonPath, message: problem });
      return null;
    }
    return { kind: "ref", ref: formula };
  }
  if (formula === null || typeof formula === "number" || typeof formula === "boolean") {
    return { kind: "lit", value: formula };
  }
  if (!isObject(formula) || Object.keys(formula).length !== 1) {
    errors.push({ path: jsonPath, message: "A formula node is an object with exactly one operator" });
    return null;
  }
  const [op, raw] = Object.entries(formula)[0];
  if (op === "lit") return { kind: "lit", value: raw };
  if (op === "var") return parseFormula(String(raw), `${jsonPath}/var`, checkRef, errors);
  const name = op.toUpperCase();
  if (!ARITHMETIC.has(op) && !CALCULATIONS.has(name)) {
    errors.push({ path: `${jsonPath}/${op}`, message: `Unknown calculation "${op}"` });
    return null;
  }
  const list = Array.isArray(raw) ? raw : [raw];
  const args = list.map((arg, i) => parseFormula(arg, `${jsonPath}/${op}/${i}`, checkRef, errors));
  if (args.some((arg) => arg === null)) return null;
  return { kind: "op", op: ARITHMETIC.has(op) ? op : name, args: args as FormulaNode[] };
}

/** Every field reference a formula reads. */
export function formulaRefs(node: FormulaNode): string[] {
  if (node.kind === "ref") return [node.ref];
  if (node.kind === "op") return node.args.flatMap(formulaRefs);
  return [];
}

function decimalOf(value: unknown): Decimal | null {
  if (typeof value === "number" && Number.isFinite(value)) return new Decimal(value);
  if (typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)))
    return new Decimal(value.trim());
  return null;
}

/** + - * / on decimals; an empty operand gives an empty result (as a blank cell would). */
function arithmetic(op: string, args: unknown[]): number | null {
  const values = args.map(decimalOf);
  if (values.length === 0 || values.some((value) => value === null)) return null;
  const [first, ...rest] = values as Decimal[];
  if (op === "-" && rest.length === 0) return first.negated().toNumber();
  let result = first;
  for (const value of rest) {
    if (op === "+") result = result.plus(value);
    else if (op === "-") result = result.minus(value);
    else if (op === "*") result = result.times(value);
    else if (value.isZero()) return null;
    else result = result.dividedBy(value);
  }
  return result.toNumber();
}

/** Computes a parsed formula; `read` gives a reference's current value. Throws the rules' RuleError. */
export function evaluateFormula(node: FormulaNode, read: (ref: string) => unknown): unknown {
  if (node.kind === "lit") return node.value;
  if (node.kind === "ref") return read(node.ref);
  const args = node.args.map((arg) => evaluateFormula(arg, read));
  if (ARITHMETIC.has(node.op)) return arithmetic(node.op, args);
  return calculate(node.op, args);
}

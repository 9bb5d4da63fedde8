import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { type ParsedRule, rulesForField } from "../../engine/rules";
import { findRef } from "../../engine/schema/validator/resources";
import { type FormulaNode, formulaRefs, parseFormula } from "./calc/formula";
import type { FieldMode, FormLoadError } from "./types";
import { type SchemaNode, schemaProblem } from "./validation/interpret";

/** uiSchema keys of ours (documented in README.md). */
export const UI_RULES = "ui:rules";
export const UI_MODE = "ui:mode";
export const UI_CALC = "ui:calc";

/** What the form knows about one field of the schema (key: dotted path, array items as `[]`). */
export interface FieldSpec {
  key: string;
  title: string;
  mode: FieldMode;
  rules: ParsedRule[];
  /** The computed field's formula. */
  calc?: FormulaNode;
  /** Keys of the fields the formula reads (`sub_items.[].price` for a column or a row's own field). */
  reads: string[];
}

/** A form definition prepared for rendering: modes applied, fields indexed, problems found. */
export interface FormDefinition {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  fields: Map<string, FieldSpec>;
  /** Computed field keys in an order where each comes after the fields it reads. */
  calcOrder: string[];
  currency: Set<string>;
  errors: FormLoadError[];
  /** `eager` when the schema's shape depends on values (see FormRuntime.sync). */
  sync: "lazy" | "eager";
}

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * True if any node's shape depends on the data: oneOf/anyOf, if/then/else, schema dependencies, or
 * expandable additionalProperties (renaming a key rebuilds the object from rjsf's data).
 */
function shapeDependsOnData(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(shapeDependsOnData);
  if (!isObj(node)) return false;
  if ("oneOf" in node || "anyOf" in node || "if" in node) return true;
  if (node.type === "object" && (node.additionalProperties === true || isObj(node.additionalProperties)))
    return true;
  if (isObj(node.dependencies) && Object.values(node.dependencies).some((dep) => isObj(dep))) return true;
  return Object.values(node).some(shapeDependsOnData);
}

const withoutIndexes = (key: string) => key.replace(/\.\[\]/g, "");
const escapePointer = (segment: string) => segment.replace(/~/g, "~0").replace(/\//g, "~1");

/**
 * Prepares a server form definition: applies field modes (n: removed from the schema, so neither rendered
 * nor validated; r: read-only and never required; b: required), reads each field's rule string, formula and
 * widget, checks formulas (a sub-table formula may only use `item.<field>`; cycles are errors) and orders
 * the computed fields.
 */
export function prepareDefinition(
  schema: RJSFSchema,
  uiSchema: UiSchema = {},
  fieldModes: Record<string, FieldMode> = {},
  allReadonly = false,
): FormDefinition {
  const root = structuredClone(schema) as Obj;
  const ui = structuredClone(uiSchema) as Obj;
  const fields = new Map<string, FieldSpec>();
  const currency = new Set<string>();
  const errors: FormLoadError[] = [];

  /** Visits the properties of an object schema node (its uiSchema beside it). */
  const visitObject = (
    node: Obj,
    nodeUi: Obj,
    prefix: string,
    uiPointer: string,
    rowPrefix: string | null,
  ) => {
    if (!isObj(node.properties)) return;
    const properties = node.properties as Record<string, SchemaNode>;
    const required = new Set(Array.isArray(node.required) ? (node.required as string[]) : []);
    for (const name of Object.keys(properties)) {
      let child = properties[name];
      if (isObj(child) && typeof child.$ref === "string") {
        const target = findRef(root, child.$ref);
        if (isObj(target)) {
          const { $ref: _ref, ...rest } = child;
          child = { ...structuredClone(target), ...rest };
          properties[name] = child;
        }
      }
      if (!isObj(child)) continue;
      const key = prefix ? `${prefix}.${name}` : name;
      if (!isObj(nodeUi[name])) nodeUi[name] = {};
      const childUi = nodeUi[name] as Obj;
      const childPointer = `${uiPointer}/${escapePointer(name)}`;
      const explicitMode = fieldModes[withoutIndexes(key)] ?? (childUi[UI_MODE] as FieldMode | undefined);
      const mode: FieldMode = allReadonly ? "r" : (explicitMode ?? "w");
      if (mode === "n") {
        delete properties[name];
        required.delete(name);
        delete nodeUi[name];
        continue;
      }
      if (mode === "r") {
        required.delete(name);
        childUi["ui:readonly"] = true;
      }
      if (mode === "b") required.add(name);
      const title = (childUi["ui:title"] as string) ?? (child.title as string) ?? name;
      const spec: FieldSpec = {
        key,
        title,
        mode,
        rules: rulesForField(
          typeof childUi[UI_RULES] === "string" ? (childUi[UI_RULES] as string) : "",
          mode,
        ),
        reads: [],
      };
      // A `required` rule marks the field required in the schema too (the label's star; one message).
      if (mode !== "r" && spec.rules.some((rule) => rule.name.toLowerCase() === "required"))
        required.add(name);
      if (childUi[UI_CALC] !== undefined) {
        const checkRef = (ref: string): string | null => {
          if (rowPrefix === null) return null;
          const field = /^item\.([^.]+)$/.exec(ref)?.[1];
          const rowSchema = isObj(node.properties) ? (node.properties as Obj) : {};
          if (!field) return `A sub-table formula can only use item.<field>, not "${ref}"`;
          if (!(field in rowSchema)) return `The sub-table has no field "${field}" (in "${ref}")`;
          return null;
        };
        const formula = parseFormula(
          childUi[UI_CALC],
          `/uiSchema${childPointer}/${UI_CALC}`,
          checkRef,
          errors,
        );
        if (formula) {
          spec.calc = formula;
          spec.reads = formulaRefs(formula).map((ref) =>
            rowPrefix !== null ? `${rowPrefix}.${ref.slice("item.".length)}` : ref,
          );
          childUi["ui:readonly"] = true;
        }
      }
      if (childUi["ui:widget"] === "currency") currency.add(key);
      fields.set(key, spec);
      if (child.type === "object") visitObject(child, childUi, key, childPointer, rowPrefix);
      if (child.type === "array" && isObj(child.items) && (child.items as Obj).type === "object") {
        arrayKeys.add(key);
        if (!isObj(childUi.items)) childUi.items = {};
        const itemsUi = childUi.items as Obj;
        visitObject(child.items as Obj, itemsUi, `${key}.[]`, `${childPointer}/items`, `${key}.[]`);
      }
    }
    if (Array.isArray(node.required) || required.size > 0) node.required = [...required];
  };
  const arrayKeys = new Set<string>();
  visitObject(root, ui, "", "", null);
  // A keyword, $ref or pattern the interpreter can't honour is refused here, never ignored while filling in.
  const problem = schemaProblem(root as SchemaNode);
  if (problem) errors.push({ path: `/schema${problem.path}`, message: problem.message });
  // A main formula reads a sub-table column as `sub_items.price`: the field under the array's items.
  for (const spec of fields.values()) spec.reads = spec.reads.map((read) => columnKey(read, arrayKeys));

  const calcOrder = orderComputed(fields, errors);
  return {
    schema: root as RJSFSchema,
    uiSchema: ui as UiSchema,
    fields,
    calcOrder,
    currency,
    errors,
    sync: shapeDependsOnData(root) ? "eager" : "lazy",
  };
}

/** `sub_items.price` → `sub_items.[].price` when `sub_items` is a sub-table. */
function columnKey(ref: string, arrayKeys: Set<string>): string {
  const parts = ref.split(".");
  const out: string[] = [];
  for (const part of parts) {
    out.push(part);
    if (
      part !== "[]" &&
      arrayKeys.has(out.join(".")) &&
      out.length < parts.length &&
      parts[out.length] !== "[]"
    )
      out.push("[]");
  }
  return out.join(".");
}

/** The computed fields in dependency order; a cycle is a load error naming its fields. */
function orderComputed(fields: Map<string, FieldSpec>, errors: FormLoadError[]): string[] {
  const order: string[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (key: string, trail: string[]) => {
    const spec = fields.get(key);
    if (!spec?.calc || state.get(key) === "done") return;
    if (state.get(key) === "visiting") {
      errors.push({
        path: `/uiSchema/${key.replace(/\.\[\]/g, "/items").replace(/\./g, "/")}/${UI_CALC}`,
        message: `Computed fields form a cycle: ${[...trail, key].join(" → ")}`,
      });
      return;
    }
    state.set(key, "visiting");
    for (const read of spec.reads) visit(read, [...trail, key]);
    state.set(key, "done");
    order.push(key);
  };
  for (const key of fields.keys()) visit(key, []);
  return order;
}

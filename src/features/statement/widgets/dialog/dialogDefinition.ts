import {
  type ParsedDefinition,
  parseDefinition,
  parseFieldList,
  parseJsonField,
  type ResultField,
  rowValue,
} from "../query/customDefinition";
import { CustomQueryError } from "../query/queryErrors";

/** Custom dialog default page size (spec 3 §9). */
export const DIALOG_DEFAULT_PAGE_SIZE = 20;

/** A column of a list-style dialog (displayfield). */
export interface DisplayField {
  field: string;
  comment?: string;
}

/** How a tree-style dialog reads its rows (displayfield of style 1). */
export interface TreeFields {
  id: string;
  pid: string;
  displayName: string;
  /** The parent value of root nodes ("" or absent: rows whose parent is empty or unknown are roots). */
  pvalue: string;
}

/** A custom dialog definition, parsed (CONTRACT §8 CustomDialog). */
export interface CustomDialogDefinition extends ParsedDefinition {
  style: "list" | "tree";
  /** selectNum 1 = single; anything else = multiple. */
  multiple: boolean;
  displayFields: DisplayField[];
  tree?: TreeFields;
  /** Dialog size from the definition, in px (when positive). */
  width?: number;
  height?: number;
}

function treeFieldsOf(value: unknown): TreeFields {
  const parsed = parseJsonField<unknown>(value, "displayfield", {});
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed))
    throw new CustomQueryError("fieldJson", { field: "displayfield" });
  const p = parsed as Record<string, unknown>;
  const id = typeof p.id === "string" && p.id ? p.id : "";
  const pid = typeof p.pid === "string" && p.pid ? p.pid : "";
  const displayName = typeof p.displayName === "string" && p.displayName ? p.displayName : "";
  if (!id || !pid || !displayName) throw new CustomQueryError("fieldJson", { field: "displayfield" });
  return {
    id,
    pid,
    displayName,
    pvalue: p.pvalue === undefined || p.pvalue === null ? "" : String(p.pvalue),
  };
}

const size = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * Parses a custom dialog definition as getByAlias answers it: `{}` → aliasNotFound ('no related query
 * found with the alias'); style 1 is a tree (displayfield `{id, pid, displayName, pvalue}`), anything
 * else a list (displayfield `[{field, comment}]`); the page size defaults to 20.
 */
export function parseDialogDefinition(raw: unknown, alias: string): CustomDialogDefinition {
  const base = parseDefinition(raw, alias, DIALOG_DEFAULT_PAGE_SIZE);
  const def = raw as Record<string, unknown>;
  const tree = Number(def.style) === 1;
  const width = size(def.width);
  const height = size(def.height);
  return {
    ...base,
    style: tree ? "tree" : "list",
    multiple: Number(def.selectNum) !== 1,
    displayFields: tree ? [] : parseFieldList<DisplayField>(def.displayfield, "displayfield"),
    ...(tree ? { tree: treeFieldsOf(def.displayfield) } : {}),
    ...(width ? { width } : {}),
    ...(height ? { height } : {}),
  };
}

/** A row's identity: the result field marked idKey, else an id column, else its result values. */
export function dialogRowKey(row: Record<string, unknown>, definition: CustomDialogDefinition): string {
  const marked = definition.resultFields.find((f) => f.idKey === "0");
  const idField = marked?.field ?? definition.tree?.id;
  const candidates = idField ? [idField] : ["id"];
  for (const field of candidates) {
    const value = rowValue(row, field);
    if (value !== undefined && value !== null && value !== "") return String(value);
  }
  const fields = definition.resultFields.length ? definition.resultFields : definition.displayFields;
  return JSON.stringify(fields.map((f) => rowValue(row, f.field) ?? null));
}

/**
 * The chosen rows as the dialog returns them: each mapped through resultfield (`{field: value}`, the
 * value read whatever the case of the row's keys); a definition without result fields returns the rows.
 */
export function mapResult(
  rows: readonly Record<string, unknown>[],
  resultFields: readonly ResultField[],
): Record<string, unknown>[] {
  if (resultFields.length === 0) return rows.map((row) => ({ ...row }));
  return rows.map((row) =>
    Object.fromEntries(resultFields.map((f) => [f.field, rowValue(row, f.field) ?? null])),
  );
}

/** The text a chosen row shows as a tag: its first display (or result) field, else its key. */
export function rowLabel(row: Record<string, unknown>, definition: CustomDialogDefinition): string {
  const field =
    definition.tree?.displayName ?? definition.displayFields[0]?.field ?? definition.resultFields[0]?.field;
  const value = field ? rowValue(row, field) : undefined;
  return value === undefined || value === null || value === ""
    ? dialogRowKey(row, definition)
    : String(value);
}

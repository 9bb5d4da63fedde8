import type { QueryField, QueryFilter } from "../../../../api/contract";
import {
  type ConditionField,
  type SearchField,
  searchFieldsFromConditions,
  toQueryOp,
} from "../../../../widgets/data/searchQuery";

/*
 * From a definition's conditions to what its endpoint reads: the search form's QueryFilter `querys`
 * (SearchBar) become getListData's QueryFilter (dialogs), doQuery's `[{key, value}]` (queries) or the
 * parameters of a REST definition's own call.
 */

/** Open ends of a date range filled in by one side only (BETWEEN needs both ends on the server). */
export const OPEN_RANGE_START = "1900-01-01 00:00:00";
export const OPEN_RANGE_END = "2999-12-31 23:59:59";

/** Which definition a condition belongs to: defaultType 3 is a user input in dialogs only (CONTRACT §8). */
export type DefinitionKind = "query" | "dialog";

/** True for a condition the user fills in: defaultType 1 (or none); in dialogs also 3. */
export function isUserCondition(condition: ConditionField, kind: DefinitionKind): boolean {
  const type = condition.defaultType ?? "1";
  return type === "1" || (kind === "dialog" && type === "3");
}

/** The search form of a definition: one field per user condition (dates as a range for BETWEEN). */
export function searchFieldsOf(conditions: readonly ConditionField[], kind: DefinitionKind): SearchField[] {
  return searchFieldsFromConditions(
    conditions.filter((c) => isUserCondition(c, kind)).map((c) => ({ ...c, defaultType: "1" })),
  );
}

/**
 * The querys with every half-filled BETWEEN of a BETWEEN condition made whole again: the search bar
 * sends "from" alone as GREAT_EQUAL and "to" alone as LESS_EQUAL, but a definition's BETWEEN needs both
 * ends, so the missing one becomes OPEN_RANGE_START / OPEN_RANGE_END.
 */
export function completeRanges(
  conditions: readonly ConditionField[],
  querys: readonly QueryField[],
): QueryField[] {
  const between = new Set(conditions.filter((c) => toQueryOp(c.condition) === "BETWEEN").map((c) => c.field));
  return querys.map((q) => {
    if (!between.has(q.property) || q.operation === "BETWEEN") return q;
    if (q.operation === "GREAT_EQUAL")
      return { ...q, operation: "BETWEEN", value: [q.value, OPEN_RANGE_END] };
    if (q.operation === "LESS_EQUAL")
      return { ...q, operation: "BETWEEN", value: [OPEN_RANGE_START, q.value] };
    return q;
  });
}

/** A condition value as the definition endpoints take it: ranges as "start|end" (CONTRACT §8). */
export function conditionValueText(value: unknown): unknown {
  return Array.isArray(value)
    ? value.map((v) => (v === null || v === undefined ? "" : String(v))).join("|")
    : value;
}

/** doQuery's body: one `{key: field, value}` per filled condition, BETWEEN as "start|end". */
export function toQueryParams(querys: readonly QueryField[]): { key: string; value: unknown }[] {
  return querys.map((q) => ({ key: q.property, value: conditionValueText(q.value) }));
}

/** Paging and sort of a dialog's getListData call. */
export interface DialogPaging {
  page: number;
  pageSize: number;
  /** Sort by this field (params sortField + orderSeq override the definition's sortfield). */
  sort?: { field: string; direction: "ASC" | "DESC" } | null;
}

/**
 * getListData's QueryFilter: the querys (their property names the condition field, read case-insensitively
 * by the server), the page, and the user's sort as params sortField + orderSeq.
 */
export function toDialogFilter(querys: readonly QueryField[], paging: DialogPaging): QueryFilter {
  return {
    pageBean: { page: paging.page, pageSize: paging.pageSize, showTotal: true },
    querys: querys.map((q) => ({ ...q, relation: q.relation ?? "AND", group: q.group ?? "main" })),
    ...(paging.sort ? { params: { sortField: paging.sort.field, orderSeq: paging.sort.direction } } : {}),
  };
}

/**
 * The parameters a REST definition sends: the fixed conditions (defaultType 2) with their default value,
 * then each filled condition by field name (ranges as "start|end").
 */
export function restfulParams(
  conditions: readonly ConditionField[],
  querys: readonly QueryField[],
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const c of conditions) {
    if (c.defaultType === "2" && c.defaultValue !== undefined && c.defaultValue !== "")
      params[c.field] = c.defaultValue;
  }
  for (const q of querys) params[q.property] = conditionValueText(q.value);
  return params;
}

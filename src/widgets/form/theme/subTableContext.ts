import { createContext } from "react";

/** Set by a sub-table: its array's path depth, so rows (depth + 1) and cells (depth + 2) render as table parts. */
export interface SubTableScope {
  depth: number;
}

export const SubTableContext = createContext<SubTableScope | null>(null);

/** What a field at `depth` is inside a sub-table: its row object, a cell, or a field of its own. */
export function subTableRole(scope: SubTableScope | null, depth: number): "row" | "cell" | "field" {
  if (!scope) return "field";
  if (depth === scope.depth + 1) return "row";
  if (depth === scope.depth + 2) return "cell";
  return "field";
}

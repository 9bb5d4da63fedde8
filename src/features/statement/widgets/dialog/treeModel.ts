import { rowValue } from "../query/customDefinition";
import type { TreeFields } from "./dialogDefinition";

/** One node of a tree-style dialog, built from its rows. */
export interface DialogTreeNode {
  id: string;
  label: string;
  row: Record<string, unknown>;
  /** The server says the node has children (isParent), or children are known. */
  hasChildren: boolean;
  /** Children known so far; a node with hasChildren and none loaded expands lazily. */
  children: DialogTreeNode[];
}

const textOf = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** True when a row says it has children: `isParent` true (or "true"/1). */
function isParentRow(row: Record<string, unknown>): boolean {
  const flag = rowValue(row, "isParent");
  return flag === true || flag === "true" || flag === 1 || flag === "1";
}

/**
 * Builds the forest of a tree dialog's rows: a row hangs under the row whose id is its pid; rows whose
 * pid is empty, equals `pvalue` or names no loaded row are roots. Order follows the rows (the
 * definition's sort). A row repeated by id is kept once (the first).
 */
export function buildTree(rows: readonly Record<string, unknown>[], fields: TreeFields): DialogTreeNode[] {
  const nodes = new Map<string, DialogTreeNode>();
  const parents = new Map<string, string>();
  for (const row of rows) {
    const id = textOf(rowValue(row, fields.id));
    if (!id || nodes.has(id)) continue;
    nodes.set(id, {
      id,
      label: textOf(rowValue(row, fields.displayName)) || id,
      row,
      hasChildren: isParentRow(row),
      children: [],
    });
    parents.set(id, textOf(rowValue(row, fields.pid)));
  }
  const roots: DialogTreeNode[] = [];
  for (const node of nodes.values()) {
    const pid = parents.get(node.id) ?? "";
    const parent = pid && pid !== fields.pvalue && pid !== node.id ? nodes.get(pid) : undefined;
    if (parent && !isAncestor(node, parent, parents)) {
      parent.children.push(node);
      parent.hasChildren = true;
    } else roots.push(node);
  }
  return roots;
}

/** True when `node` is `candidate` or one of its ancestors (a pid cycle): the row then stays a root. */
function isAncestor(node: DialogTreeNode, candidate: DialogTreeNode, parents: Map<string, string>): boolean {
  let at: string | undefined = candidate.id;
  const seen = new Set<string>();
  while (at && !seen.has(at)) {
    if (at === node.id) return true;
    seen.add(at);
    at = parents.get(at);
  }
  return false;
}

/** Rows of a lazy expand added to the rows known so far (a repeated id keeps the earlier row). */
export function mergeRows(
  known: readonly Record<string, unknown>[],
  incoming: readonly Record<string, unknown>[],
  fields: TreeFields,
): Record<string, unknown>[] {
  const ids = new Set(known.map((row) => textOf(rowValue(row, fields.id))));
  return [...known, ...incoming.filter((row) => !ids.has(textOf(rowValue(row, fields.id))))];
}

/** The node with this id anywhere in the forest, or undefined. */
export function findNode(nodes: readonly DialogTreeNode[], id: string): DialogTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

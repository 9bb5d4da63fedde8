import { Spinner, SpinnerSize, Tree, type TreeNodeInfo } from "@blueprintjs/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { isAbort } from "../../../../api/errors";
import { useLoad } from "../../../../api/query/useLoad";
import type { Fetcher } from "../../../../engine";
import { WidgetState } from "../../../../widgets/status/WidgetState";
import { describeQueryError, type QueryFailure } from "../query/queryErrors";
import { loadTreeRows, type MapParam, mapParamObject, mapParamText } from "./dialogApi";
import type { CustomDialogDefinition } from "./dialogDefinition";
import { pickerRow, ROW_KEY, type Selection } from "./ListPicker";
import { buildTree, type DialogTreeNode, findNode, mergeRows } from "./treeModel";

type Row = Record<string, unknown>;

export interface TreePickerProps {
  definition: CustomDialogDefinition;
  fetcher: Fetcher | undefined;
  mapParam?: MapParam;
  selection: Selection;
  onSelectionChange: (next: Selection) => void;
  height?: number;
}

/**
 * The tree style of a custom dialog: getTreeData's rows as a Blueprint Tree (roots expanded). A node the
 * server marks isParent whose children are not loaded yet loads them when expanded (mapParam = the
 * parent id); the full tree needs no further call. Clicking a node chooses it (single) or toggles it.
 */
export function TreePicker({
  definition,
  fetcher,
  mapParam,
  selection,
  onSelectionChange,
  height,
}: TreePickerProps) {
  const { t } = useTranslation();
  const fields = definition.tree as NonNullable<CustomDialogDefinition["tree"]>;
  const initial = useLoad(
    (signal) => loadTreeRows(fetcher, definition, { mapParam, signal }),
    JSON.stringify([definition.alias, mapParamText(mapParam)]),
  );
  const [rows, setRows] = useState<Row[]>([]);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [expandError, setExpandError] = useState<QueryFailure | null>(null);

  useEffect(() => {
    if (!initial.value) return;
    const loaded = initial.value.map((row) => pickerRow(row, definition));
    setRows(loaded);
    setExpanded(new Set(buildTree(loaded, fields).map((node) => node.id)));
  }, [initial.value, definition, fields]);

  const forest = useMemo(() => buildTree(rows, fields), [rows, fields]);

  // An expanded node the server marks isParent whose children are not loaded yet loads them, once.
  const [requested, setRequested] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    for (const id of expanded) {
      const node = findNode(forest, id);
      if (!node?.hasChildren || node.children.length > 0 || requested.has(id)) continue;
      setRequested((r) => new Set(r).add(id));
      setPending((p) => new Set(p).add(id));
      setExpandError(null);
      loadTreeRows(fetcher, definition, { mapParam: { ...mapParamObject(mapParam), [fields.pid]: id } })
        .then((more) =>
          setRows((known) =>
            mergeRows(
              known,
              more.map((row) => pickerRow(row, definition)),
              fields,
            ),
          ),
        )
        .catch((error: unknown) => {
          if (!isAbort(error)) setExpandError(describeQueryError(error, t));
        })
        .finally(() =>
          setPending((p) => {
            const next = new Set(p);
            next.delete(id);
            return next;
          }),
        );
    }
  }, [expanded, forest, requested, fetcher, definition, mapParam, fields, t]);

  const expand = (node: DialogTreeNode) => setExpanded((open) => new Set(open).add(node.id));

  const toggle = (node: DialogTreeNode) => {
    const key = String(node.row[ROW_KEY]);
    if (!definition.multiple) {
      onSelectionChange(selection.has(key) ? new Map() : new Map([[key, node.row]]));
      return;
    }
    const next = new Map(selection);
    if (next.has(key)) next.delete(key);
    else next.set(key, node.row);
    onSelectionChange(next);
  };

  const toInfo = (node: DialogTreeNode): TreeNodeInfo<DialogTreeNode> => {
    const selected = selection.has(String(node.row[ROW_KEY]));
    const open = expanded.has(node.id);
    return {
      id: node.id,
      label: (
        <span
          role="treeitem"
          tabIndex={0}
          aria-selected={selected}
          aria-expanded={node.hasChildren ? open : undefined}
          onKeyDown={(event) => {
            // The node's own click handler chooses it; Enter and Space do the same from the keyboard.
            if (event.key === "Enter" || event.key === " ") {
              event.preventDefault();
              toggle(node);
            }
          }}
        >
          {node.label}
        </span>
      ),
      icon: selected
        ? "tick-circle"
        : node.hasChildren
          ? open
            ? "folder-open"
            : "folder-close"
          : "document",
      hasCaret: node.hasChildren,
      isExpanded: open,
      isSelected: selected,
      secondaryLabel: pending.has(node.id) ? <Spinner size={SpinnerSize.SMALL} /> : undefined,
      childNodes: node.children.map(toInfo),
      nodeData: node,
    };
  };

  const nodeOf = (info: TreeNodeInfo<DialogTreeNode>) => info.nodeData ?? findNode(forest, String(info.id));
  return (
    <WidgetState
      loading={initial.loading && rows.length === 0}
      error={initial.error ? describeQueryError(initial.error, t) : expandError}
      onRetry={initial.error ? initial.retry : undefined}
      empty={!initial.loading && forest.length === 0}
      minHeight={120}
    >
      <div
        className="tessera-picker-tree"
        role="tree"
        aria-multiselectable={definition.multiple}
        style={{ height }}
      >
        <Tree
          contents={forest.map(toInfo)}
          onNodeClick={(info) => {
            const node = nodeOf(info);
            if (node) toggle(node);
          }}
          onNodeExpand={(info) => {
            const node = nodeOf(info);
            if (node) expand(node);
          }}
          onNodeCollapse={(info) =>
            setExpanded((open) => {
              const next = new Set(open);
              next.delete(String(info.id));
              return next;
            })
          }
        />
      </div>
    </WidgetState>
  );
}

import { type ReactNode, useEffect, useMemo } from "react";
import { ScopeContext, useNode, useRuntime, useScopeId } from "./context";

/**
 * Opens a row scope under the current scope for a list widget's row: the nodes rendered inside read the
 * row's values first (`price`, or explicitly `$row.price`), then the enclosing scopes'.
 */
export function RowScope({
  data,
  rowKey,
  children,
}: {
  data: Record<string, unknown>;
  rowKey: string | number;
  children: ReactNode;
}) {
  const runtime = useRuntime();
  const parent = useScopeId();
  const node = useNode();
  const id = useMemo(
    () => runtime.rowScope(parent, node.path, rowKey, data),
    [runtime, parent, node.path, rowKey, data],
  );
  // Removed when no row renders it any more; a StrictMode remount keeps it (and its atoms).
  useEffect(() => runtime.retainScope(id), [runtime, id]);
  return <ScopeContext.Provider value={id}>{children}</ScopeContext.Provider>;
}

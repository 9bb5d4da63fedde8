import { createContext, useContext } from "react";
import type { DocumentRuntime } from "../runtime/runtime";
import type { JsonPointer } from "../types";

/** The runtime of the document being rendered. */
export const RuntimeContext = createContext<DocumentRuntime | null>(null);

/** The scope the nodes below read (page, dialog, form or row). */
export const ScopeContext = createContext<string | null>(null);

/** The node being rendered (hooks resolve relative paths against it). */
export const NodeContext = createContext<{ path: JsonPointer; type: string; name?: string } | null>(null);

/** The language texts are shown in; a change re-renders every node (their texts are read in render). */
export const LocaleContext = createContext<string>("");

/** The runtime of the document being rendered; throws outside a SchemaRenderer. */
export function useRuntime(): DocumentRuntime {
  const runtime = useContext(RuntimeContext);
  if (!runtime) throw new Error("useRuntime: not inside a <SchemaRenderer>");
  return runtime;
}

/** The id of the scope the current node reads. */
export function useScopeId(): string {
  const runtime = useRuntime();
  return useContext(ScopeContext) ?? runtime.rootScopeId;
}

/** The node being rendered; throws outside a widget. */
export function useNode(): { path: JsonPointer; type: string; name?: string } {
  const node = useContext(NodeContext);
  if (!node) throw new Error("useNode: not inside a widget rendered by the engine");
  return node;
}

import type { ComponentType, ReactNode } from "react";
import type { DocumentRuntime } from "../runtime/runtime";
import type { ActionRunResult, Engine, JsonPointer, Text, WidgetDefinition } from "../types";

/** A path relative to the current node: `"body"` or `["columns", 0, "body"]`. */
export type RelativePath = string | (string | number)[];

/** What every React widget receives from the renderer. */
export interface WidgetProps<P = Record<string, unknown>> {
  /** The node's props as written in the document (the engine's keys removed). */
  props: P;
  node: { path: JsonPointer; type: string; id?: string };
  /** The scope this node reads (a row scope inside `<RowScope>`). */
  scopeId: string;
  /** True while the node's `disabledOn` holds. */
  disabled: boolean;
  engine: Engine<WidgetComponent>;
  runtime: DocumentRuntime;
  /** Renders the child node, or array of nodes, at a relative path. */
  render: (relative: RelativePath) => ReactNode;
  /** Runs the action list at a relative path (e.g. `"onClick"`), with extra run-local values. */
  run: (relative: RelativePath, locals?: Record<string, unknown>) => Promise<ActionRunResult>;
  /** A text (literal with `${}` references, or `{"i18n": key}`) as a string, read once (see useText to follow changes). */
  text: (text: Text | undefined) => string;
}

/** A React widget implementation. */
export type WidgetComponent = ComponentType<WidgetProps<never>>;

/** A widget definition whose implementation is a React component. */
export type ReactWidgetDefinition = WidgetDefinition<WidgetComponent>;

/** An engine whose widgets are React components. */
export type ReactEngine = Engine<WidgetComponent>;

import type { JsonSchema } from "./json";

/** A lazily loaded widget implementation: `() => import("./Chart")` (default export) or a direct value. */
export type WidgetLoader<C> = () => Promise<C | { default: C }>;

/**
 * What a widget registers. `C` is the implementation type; the React layer uses
 * `ComponentType<WidgetProps>` (see src/engine/react). Give exactly one of `component` or `load`.
 */
export interface WidgetDefinition<C = unknown> {
  /** The exact `type` string documents use, e.g. `"table"`, `"form"`, `"flow.opinion"`. */
  type: string;
  /**
   * JSON Schema of the node's props (every key of the node except the engine's keys). Must be an object
   * schema with `additionalProperties: false` so misspelt keys are load errors. Child nodes, expressions,
   * texts, actions, data sources and templates are declared with the `tessera:*` references
   * (`{"$ref": "tessera:nodes"}` …), see README.
   */
  propsSchema: JsonSchema;
  /** The implementation, for light widgets. */
  component?: C;
  /** The implementation, loaded on first render, for heavy widgets (echarts, the form runtime, PDF). */
  load?: WidgetLoader<C>;
  /** The widget opens a scope of this kind (its node may carry `data` and `computed`). */
  opensScope?: "page" | "dialog" | "form";
  /** The widget edits a value in the enclosing form scope (its node carries `name`, `value`, `defaultValue`, `rules`). */
  field?: boolean;
  /** One line for the developer panel and Storybook. */
  description?: string;
}

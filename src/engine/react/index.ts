export type { FieldValidationState } from "../rules";
export {
  LocaleContext,
  NodeContext,
  RuntimeContext,
  ScopeContext,
  useNode,
  useRuntime,
  useScopeId,
} from "./context";
export { EngineProvider, type EngineProviderProps, useEngine } from "./EngineProvider";
export {
  type DataSourceState,
  type FieldState,
  useDataSource,
  useExpression,
  useField,
  useTemplate,
  useText,
  useValue,
} from "./hooks";
export { NodeView } from "./NodeView";
export { RowScope } from "./RowScope";
export { LoadErrors, SchemaRenderer, type SchemaRendererProps, unloadedWidgetTypes } from "./SchemaRenderer";
export type { ReactEngine, ReactWidgetDefinition, RelativePath, WidgetComponent, WidgetProps } from "./types";

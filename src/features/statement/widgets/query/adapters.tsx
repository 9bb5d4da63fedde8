import type { WidgetProps } from "../../../../engine/react";
import { QueryView } from "./QueryView";

/** `query-view`: the custom query view of an alias (filled in from scope), through the engine's fetcher. */
export function QueryViewWidget({
  props,
  engine,
  runtime,
  scopeId,
}: WidgetProps<{ alias: string; exportName?: string; height?: number }>) {
  const alias = String(runtime.resolve(props.alias, scopeId) ?? "");
  return (
    <QueryView
      key={alias}
      alias={alias}
      fetcher={engine.options.fetcher}
      exportName={props.exportName}
      height={props.height}
    />
  );
}

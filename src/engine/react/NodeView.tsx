import { Component, type ReactNode, Suspense, use, useContext, useMemo } from "react";
import { getAtPointer, joinPointer } from "../schema/validator/pointer";
import type { JsonPointer, SchemaNode, Text } from "../types";
import { LocaleContext, NodeContext, ScopeContext, useRuntime, useScopeId } from "./context";
import { absolutePath, useLogicAt } from "./hooks";
import type { RelativePath, WidgetComponent, WidgetProps } from "./types";

const NODE_KEYS = ["type", "id", "scope", "visibleOn", "disabledOn", "$comment"];
const SCOPE_KEYS = ["data", "computed"];
const FIELD_KEYS = ["name", "value", "defaultValue", "rules"];
const ROOT_KEYS = ["version", "$schema"];

/** Shows what went wrong inside one widget instead of unmounting the whole document. */
class WidgetBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <div role="alert" className="tessera-widget-error">
        {this.props.message}
      </div>
    ) : (
      this.props.children
    );
  }
}

/** Resolves a lazy widget (suspending until it has loaded), then renders it. */
function LazyWidget({ type, props }: { type: string; props: WidgetProps }) {
  const runtime = useRuntime();
  const widgets = runtime.engine.widgets;
  const Widget = use(widgets.resolve(type)) as WidgetComponent;
  return <Widget {...(props as WidgetProps<never>)} />;
}

/** Renders the node at `path`: visibility, scope, props, and the registered widget of its type. */
export function NodeView({ path, fallback }: { path: JsonPointer; fallback?: ReactNode }) {
  const runtime = useRuntime();
  const contextScope = useScopeId();
  const locale = useContext(LocaleContext);
  const { loaded, engine } = runtime;
  const node = getAtPointer(loaded.document, path) as SchemaNode;
  const definition = engine.widgets.require(node.type);
  const readScope = typeof node.scope === "string" ? node.scope : contextScope;
  const opened = useMemo(() => [...loaded.scopes.values()].find((s) => s.path === path)?.id, [loaded, path]);
  const childScope = opened ?? readScope;

  const visible = useLogicAt(
    node.visibleOn === undefined ? undefined : joinPointer(path, "visibleOn"),
    readScope,
  );
  const disabled = useLogicAt(
    node.disabledOn === undefined ? undefined : joinPointer(path, "disabledOn"),
    readScope,
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: NodeView is this very component, not a value
  const widgetProps = useMemo((): WidgetProps => {
    const engineKeys = new Set([
      ...NODE_KEYS,
      ...(opened ? SCOPE_KEYS : []),
      ...(definition.field ? FIELD_KEYS : []),
      ...(path === "" ? ROOT_KEYS : []),
    ]);
    const props = Object.fromEntries(Object.entries(node).filter(([key]) => !engineKeys.has(key)));
    const render = (relative: RelativePath): ReactNode => {
      const at = absolutePath(path, relative);
      const target = getAtPointer(loaded.document, at);
      if (Array.isArray(target)) {
        return target.map((_, i) => (
          <NodeView key={joinPointer(at, i)} path={joinPointer(at, i)} fallback={fallback} />
        ));
      }
      return target && typeof target === "object" ? <NodeView path={at} fallback={fallback} /> : null;
    };
    return {
      props,
      node: { path, type: node.type, ...(node.id ? { id: node.id } : {}) },
      scopeId: childScope,
      disabled: false,
      engine: engine as WidgetProps["engine"],
      runtime,
      render,
      run: (relative, locals) => runtime.run(absolutePath(path, relative), childScope, locals),
      text: (text: Text | undefined) => runtime.text(text, childScope),
    };
    // `locale` makes a new props object, so memoised widgets see a language change too.
  }, [runtime, engine, loaded, node, definition, path, opened, childScope, fallback, locale]);

  if (node.visibleOn !== undefined && !visible) return null;
  const props = disabled ? { ...widgetProps, disabled: true } : widgetProps;
  // Decided by the definition, not by whether a lazy widget has loaded yet: switching would remount it.
  const eager = definition.component as WidgetComponent | undefined;
  const message = runtime.engine.text({ i18n: "engine.render.loadFailed" }, { type: node.type });
  return (
    <ScopeContext.Provider value={childScope}>
      <NodeContext.Provider
        value={{ path, type: node.type, name: typeof node.name === "string" ? node.name : undefined }}
      >
        <WidgetBoundary message={message}>
          {eager ? (
            (() => {
              const Widget = eager;
              return <Widget {...(props as WidgetProps<never>)} />;
            })()
          ) : (
            <Suspense fallback={fallback ?? null}>
              <LazyWidget type={node.type} props={props} />
            </Suspense>
          )}
        </WidgetBoundary>
      </NodeContext.Provider>
    </ScopeContext.Provider>
  );
}

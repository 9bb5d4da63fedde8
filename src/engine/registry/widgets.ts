import type { WidgetDefinition, WidgetRegistry } from "../types";
import { createRegistry } from "./registry";

function unwrap<C>(loaded: C | { default: C }): C {
  if (loaded && typeof loaded === "object" && "default" in loaded) return (loaded as { default: C }).default;
  return loaded as C;
}

/**
 * The widget registry: exact `type` names, one of `component`/`load` per widget; lazy widgets load once
 * (a failed load is forgotten so a later render can retry). `check` validates the props schema.
 */
export function createWidgetRegistry<C>(check: (definition: WidgetDefinition<C>) => void): WidgetRegistry<C> {
  const base = createRegistry<WidgetDefinition<C>>(
    "widget",
    (definition) => definition.type,
    (definition) => {
      const eager = definition.component !== undefined;
      const lazy = typeof definition.load === "function";
      if (eager === lazy) {
        throw new TypeError(`Widget "${definition.type}" needs exactly one of component or load`);
      }
      check(definition);
    },
  );
  const loaded = new Map<string, C>();
  // One promise per type for as long as it stays loaded: React's use() needs the same thenable every render.
  const promises = new Map<string, Promise<C>>();
  return {
    ...base,
    peek(type) {
      const definition = base.get(type);
      if (!definition) return undefined;
      return definition.component !== undefined ? definition.component : loaded.get(type);
    },
    resolve(type) {
      const definition = base.require(type);
      let promise = promises.get(type);
      if (promise) return promise;
      if (definition.component !== undefined) {
        promise = Promise.resolve(definition.component);
      } else {
        const loading: Promise<C> & { status?: string; value?: C } = (
          definition.load as () => Promise<C | { default: C }>
        )().then(
          (value) => {
            const component = unwrap(value);
            loaded.set(type, component);
            // React's use() reads a settled thenable's status and value without suspending again.
            loading.status = "fulfilled";
            loading.value = component;
            return component;
          },
          (error: unknown) => {
            promises.delete(type);
            throw error;
          },
        );
        promise = loading;
      }
      promises.set(type, promise);
      return promise;
    },
  };
}

import { createContext, type ReactNode, use, useContext, useMemo, useState } from "react";
import type { ReactEngine } from "./types";

/** The engine of the nearest provider: given, or loaded on first use (the promise is kept by the provider). */
type Provided = { engine: ReactEngine } | { load: () => Promise<ReactEngine> };

const EngineContext = createContext<Provided | null>(null);

/** Either the engine itself, or how to load it (its code in a chunk of its own): it loads on first `useEngine`. */
export type EngineProviderProps = ({ engine: ReactEngine } | { load: () => Promise<ReactEngine> }) & {
  children?: ReactNode;
};

/**
 * Hands an engine to the components below (pages that render documents), as formily's FormProvider hands
 * down its form: the app provides its one engine, a test or a story the one it built.
 */
export function EngineProvider(props: EngineProviderProps) {
  const given = "engine" in props ? props.engine : null;
  // `load` is read once: the one promise outlives the components that suspend on it.
  const [lazy] = useState(() => {
    const load = "load" in props ? props.load : null;
    let loading: Promise<ReactEngine> | null = null;
    return () => {
      if (!load) throw new Error("EngineProvider: neither engine nor load was given");
      loading ??= load();
      return loading;
    };
  });
  const value = useMemo<Provided>(() => (given ? { engine: given } : { load: lazy }), [given, lazy]);
  return <EngineContext.Provider value={value}>{props.children}</EngineContext.Provider>;
}

/** The engine of the nearest EngineProvider (suspends while a lazy one loads); throws outside one. */
export function useEngine(): ReactEngine {
  const provided = useContext(EngineContext);
  if (!provided) throw new Error("useEngine: not inside an <EngineProvider>");
  return "engine" in provided ? provided.engine : use(provided.load());
}

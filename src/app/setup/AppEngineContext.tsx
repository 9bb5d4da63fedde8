import { createContext, type ReactNode, useContext } from "react";
import type { ReactEngine } from "../../engine/react";
import { createAppEngine } from "./createAppEngine";

let appEngine: ReactEngine | null = null;

/** The app's one engine, built on first use (registries, traces and the rules catalogue live in it). */
export function getAppEngine(): ReactEngine {
  appEngine ??= createAppEngine();
  return appEngine;
}

const AppEngineContext = createContext<ReactEngine | null>(null);

/**
 * Provides an engine to the pages below: the app's own by default; tests and stories pass one they built
 * (with a stub fetcher or a recording host).
 */
export function AppEngineProvider({ engine, children }: { engine?: ReactEngine; children?: ReactNode }) {
  return <AppEngineContext.Provider value={engine ?? getAppEngine()}>{children}</AppEngineContext.Provider>;
}

/** The engine of the nearest provider, else the app's one engine. */
export function useAppEngine(): ReactEngine {
  return useContext(AppEngineContext) ?? getAppEngine();
}

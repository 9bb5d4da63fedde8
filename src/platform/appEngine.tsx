import { createContext, type ReactNode, use, useContext } from "react";
import type { EngineOptions } from "../engine";
import type { ReactEngine, WidgetComponent } from "../engine/react";

/** Builds an engine with every widget of the app; app/setup provides it (the composition root). */
export type AppEngineFactory = (overrides?: Partial<EngineOptions<WidgetComponent>>) => ReactEngine;

let factory: AppEngineFactory | null = null;
let loader: (() => Promise<AppEngineFactory>) | null = null;
let loading: Promise<AppEngineFactory> | null = null;
let appEngine: ReactEngine | null = null;

/** Called by app/setup when it loads: pages below the app reach the engine without importing the app. */
export function provideAppEngineFactory(create: AppEngineFactory): void {
  factory = create;
}

/**
 * Called by the app's routes: how to load the factory (its own chunk, so the entry stays as small as when
 * each page's chunk carried it). Pages asking for the engine before it arrives suspend until it does.
 */
export function provideAppEngineLoader(load: () => Promise<AppEngineFactory>): void {
  loader = load;
}

/** Starts loading the app's engine factory, once (e.g. when the shell mounts, beside the page's chunk). */
export function preloadAppEngine(): Promise<AppEngineFactory> | null {
  if (factory || !loader) return null;
  loading ??= loader().then((create) => {
    factory ??= create;
    return create;
  });
  return loading;
}

/** Suspends the calling component until the app's engine factory is loaded (no-op once it is). */
export function useAppEngineReady(): void {
  const pending = preloadAppEngine();
  if (pending) use(pending);
}

/** A new engine with every widget of the app (its own traces), e.g. for the playground. */
export function createPortalEngine(overrides: Partial<EngineOptions<WidgetComponent>> = {}): ReactEngine {
  if (!factory) throw new Error("the app's engine factory is not provided (import src/app/setup first)");
  return factory(overrides);
}

/** The app's one engine, built on first use (registries, traces and the rules catalogue live in it). */
export function getAppEngine(): ReactEngine {
  appEngine ??= createPortalEngine();
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
  const provided = useContext(AppEngineContext);
  if (provided) return provided;
  // `use` (inside) is the one hook React allows after an early return.
  const pending = preloadAppEngine();
  if (pending) use(pending);
  return getAppEngine();
}

import { use } from "react";
import type { EngineOptions } from "../engine";
import type { ReactEngine, WidgetComponent } from "../engine/react";

/*
 * Pages reach the app's one engine through EngineProvider/useEngine (src/engine/react), provided by the
 * app's routes. What stays here is the factory, for a page that builds an engine of its own (the
 * playground): pages may not import the app, so app/setup hands it over.
 */

/** Builds an engine with every widget of the app; app/setup provides it (the composition root). */
export type AppEngineFactory = (overrides?: Partial<EngineOptions<WidgetComponent>>) => ReactEngine;

let factory: AppEngineFactory | null = null;
let loader: (() => Promise<AppEngineFactory>) | null = null;
let loading: Promise<AppEngineFactory> | null = null;

/** Called by app/setup when it loads: pages below the app build engines without importing the app. */
export function provideAppEngineFactory(create: AppEngineFactory): void {
  factory = create;
}

/**
 * Called by the app's routes: how to load the factory (its own chunk, so the entry stays small). Pages
 * asking for the factory before it arrives suspend until it does.
 */
export function provideAppEngineLoader(load: () => Promise<AppEngineFactory>): void {
  loader = load;
}

/** Suspends the calling component until the app's engine factory is loaded (no-op once it is). */
export function useAppEngineReady(): void {
  if (factory || !loader) return;
  loading ??= loader().then((create) => {
    factory ??= create;
    return create;
  });
  use(loading);
}

/** A new engine with every widget of the app (its own traces), e.g. for the playground. */
export function createPortalEngine(overrides: Partial<EngineOptions<WidgetComponent>> = {}): ReactEngine {
  if (!factory) throw new Error("the app's engine factory is not provided (import src/app/setup first)");
  return factory(overrides);
}

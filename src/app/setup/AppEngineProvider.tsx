import type { ReactNode } from "react";
// The provider's own file, not engine/react's index: the routes import this, and the entry must not carry
// the renderer (it comes with the first page that renders a document).
import { EngineProvider } from "../../engine/react/EngineProvider";
import type { ReactEngine } from "../../engine/react/types";

// The factory (every widget family) is its own chunk, loaded by the first page that renders a document.
const loadAppEngine = () => import("./createAppEngine").then((m) => m.createAppEngine());

/**
 * Provides the app's engine to the pages below: the app's routes create one (on first use) and share it;
 * tests and stories pass the engine they built (a stub fetcher, a recording host).
 */
export function AppEngineProvider({ engine, children }: { engine?: ReactEngine; children?: ReactNode }) {
  return engine ? (
    <EngineProvider engine={engine}>{children}</EngineProvider>
  ) : (
    <EngineProvider load={loadAppEngine}>{children}</EngineProvider>
  );
}

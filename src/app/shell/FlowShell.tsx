import { useEffect } from "react";
import { useFlowMenuCountsLoader } from "../../features/flow";
import { preloadAppEngine } from "../../platform/appEngine";
import AppLayout from "./AppLayout";

/**
 * The application shell with the flow menu's badge counts wired in (v-todo, v-todoRead): AppLayout given
 * the flow area's count loader. Routes use it in place of AppLayout.
 */
export function FlowShell() {
  // The pages inside the shell render with the app's engine: fetch its chunk while the page's own loads.
  useEffect(() => {
    void preloadAppEngine();
  }, []);
  return <AppLayout loadMenuCounts={useFlowMenuCountsLoader()} />;
}

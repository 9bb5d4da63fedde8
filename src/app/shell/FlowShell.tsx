import { useFlowMenuCounts } from "../../features/flow";
import AppLayout from "./AppLayout";

/**
 * The application shell with the flow menu's badge counts wired in (v-todo, v-todoRead): AppLayout given
 * the flow area's counts, loaded and kept fresh by the flow feature. Routes use it in place of AppLayout.
 */
export function FlowShell() {
  return <AppLayout counts={useFlowMenuCounts()} />;
}

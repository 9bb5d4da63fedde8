// What other features may use of the flow area (they may not import its files directly).
export { getMyOftenFlow, newProcess, saveMyOftenFlow } from "./api/bpmLists";
export {
  FLOW_AREA_PATH,
  FLOW_MENU_COUNTS_INTERVAL_MS,
  inFlowArea,
  loadFlowMenuCounts,
  useFlowMenuCounts,
} from "./pages/list/flowMenuCounts";
export { flowActions, flowWidgets } from "./widgets/definitions";
// Sample rows for other features' stories and tests (tree-shaken out of the app's chunks).
export { oftenFlows, requestRows, todoRows } from "./widgets/list/fixtures";
// The leader choice loads on its first opening (its own chunk).
export { LazyLeaderChoiceDialog as LeaderChoiceDialog } from "./widgets/list/LazyLeaderChoiceDialog";
export { LazyOftenFlowSettings as OftenFlowSettings } from "./widgets/list/LazyOftenFlowSettings";
export type { LeaderOption } from "./widgets/list/LeaderChoiceDialog";
export { OftenFlows } from "./widgets/list/OftenFlows";
export { flowStartPath, requestPath, taskPath, todoTarget } from "./widgets/list/openRule";

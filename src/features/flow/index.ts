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
export { LeaderChoiceDialog, type LeaderOption } from "./widgets/list/LeaderChoiceDialog";
export { OftenFlowSettings } from "./widgets/list/OftenFlowSettings";
export { OftenFlows } from "./widgets/list/OftenFlows";
export { flowStartPath, requestPath, taskPath, todoTarget } from "./widgets/list/openRule";

// What other features (and the app) may use of the content area (they may not import its files directly).

export { fetchRulePage, type RuleRow } from "./api";
export { contentRoutes } from "./pages/contentRoutes";
export { MEETING_LIST_PATH, newsListPath, newsPath, RULES_LIST_PATH, rulePath } from "./paths";

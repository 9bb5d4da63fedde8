// What other features (and the app) may use of the content area (they may not import its files directly).
export { contentRoutes } from "./pages/contentRoutes";
export { MEETING_LIST_PATH, newsListPath, newsPath } from "./paths";

export { AppEngineProvider, getAppEngine, useAppEngine } from "../../platform/appEngine";
export { createAppFetcher, requestUrl } from "./appFetcher";
export { type AppHostOptions, createAppHost, downloadFileName } from "./appHost";
export { confirmWithAlert } from "./confirmAlert";
export { appWidgetDefinitions, createAppEngine } from "./createAppEngine";

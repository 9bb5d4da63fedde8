import type { RouteObject } from "react-router-dom";

/** The flow area's list pages under /v-flow (spec 2 §2.1), shown in the shell. */
export const flowListRoutes: RouteObject[] = [];

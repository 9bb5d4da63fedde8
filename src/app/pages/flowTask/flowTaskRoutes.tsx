import type { RouteObject } from "react-router-dom";

/** Start, task and instance screens (spec 2 §2.2); most are single routes. */
export const flowTaskRoutes: RouteObject[] = [];

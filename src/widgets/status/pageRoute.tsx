import { type ComponentType, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import type { RouteHandle } from "../../platform/routeMeta";
import { LoadingPage } from "./LoadingPage";

/**
 * The route of a lazily loaded page inside the shell: the page waits behind the in-page loading state
 * while its chunk arrives, and the handle carries its route name and title (platform/routeMeta).
 */
export function pageRoute(path: string, Page: ComponentType, handle: RouteHandle): RouteObject {
  return {
    path,
    element: (
      <Suspense fallback={<LoadingPage fullPage={false} />}>
        <Page />
      </Suspense>
    ),
    handle,
  };
}

import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from "react-router-dom";
import "../../i18n";
import { createQueryClient } from "../setup/queryClient";

/** Renders routes in a memory router inside a fresh jotai store and a fresh QueryClient (no retries). */
export function renderRoutes(routes: RouteObject[], initialEntry: string, store = createStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </QueryClientProvider>,
  );
  return { router, store, queryClient, ...view };
}

/** A route element that prints where it was reached, for assertions on navigation. */
export function LocationProbe({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p data-testid="probe">
      {name} {location.pathname}
      {location.search}
    </p>
  );
}

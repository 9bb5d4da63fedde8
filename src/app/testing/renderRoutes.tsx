import { render } from "@testing-library/react";
import { createStore, Provider } from "jotai";
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from "react-router-dom";
import "../../i18n";

/** Renders routes in a memory router inside a fresh jotai store. */
export function renderRoutes(routes: RouteObject[], initialEntry: string, store = createStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, store, ...view };
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

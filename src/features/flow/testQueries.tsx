import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";

/**
 * A fresh QueryClient around a test's tree (tests only), as the app's main.tsx, Storybook and the app's
 * test helpers give one: no retries, so that a failure shows at once. Use as `render(ui, { wrapper })`.
 */
export function FreshQueries({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

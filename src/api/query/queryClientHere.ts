import { QueryClient, QueryClientContext } from "@tanstack/react-query";
import { useContext, useEffect, useState } from "react";

/**
 * The QueryClient of the provider around (main.tsx, Storybook's preview, the test helper renderRoutes);
 * rendered outside any provider (a widget test's plain render), a client of the component's own that
 * does not retry, so that an error shows at once. It is mounted like a provider's (refetch on focus and
 * reconnect) and goes with the component.
 */
export function useQueryClientHere(): QueryClient {
  const given = useContext(QueryClientContext);
  const [own] = useState(() =>
    given ? null : new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } }),
  );
  useEffect(() => {
    if (!own) return;
    own.mount();
    return () => own.unmount();
  }, [own]);
  return given ?? (own as QueryClient);
}

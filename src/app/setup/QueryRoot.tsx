import { HotkeysProvider } from "@blueprintjs/core";
import { type QueryClient, QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext } from "react";
import { Outlet } from "react-router-dom";
import { createQueryClient } from "./queryClient";

let appClient: QueryClient | undefined;

function appQueryClient(): QueryClient {
  if (!appClient) appClient = createQueryClient();
  return appClient;
}

/**
 * The routes past the login (src/app/routes.tsx), in the app's one QueryClient (retry with back-off,
 * refetch on focus: ./queryClient.ts), made on the first such route and kept for every later one (a
 * client given from above, as tests' renderRoutes and Storybook give, is used instead), and in
 * Blueprint's HotkeysProvider (its help dialog brings the overlay code). Its own chunk, so the login route
 * loads neither TanStack Query nor the overlays.
 */
export function QueryRoot() {
  const given = useContext(QueryClientContext);
  return (
    <QueryClientProvider client={given ?? appQueryClient()}>
      <HotkeysProvider>
        <Outlet />
      </HotkeysProvider>
    </QueryClientProvider>
  );
}

import { skipToken, useQuery } from "@tanstack/react-query";
import type { BpmTaskApi } from "../../../api/bpmTask";
import { useFlowScreen } from "./FlowScreenContext";

/**
 * A part's read over its screen's calls (TanStack Query), keyed by what it reads and for which flow or
 * instance; nothing is read outside a screen or before `id` is known.
 */
export function usePartQuery<T>(
  name: string,
  id: string,
  read: (api: BpmTaskApi, signal: AbortSignal) => Promise<T>,
) {
  const api = useFlowScreen()?.api;
  return useQuery({
    queryKey: ["flow", name, id],
    queryFn: api && id ? ({ signal }) => read(api, signal) : skipToken,
  });
}

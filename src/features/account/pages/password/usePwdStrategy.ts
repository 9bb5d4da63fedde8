import { useQuery } from "@tanstack/react-query";
import type { PwdStrategy } from "../../../../api/contract";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
import { getDefaultPwdStrategy } from "../../../../api/uc";

/**
 * The tenant's password strategy for the change-password form. While it loads, or when it cannot be
 * read, the default rule (at least 6 characters) applies; the server checks the strategy again anyway.
 */
export function usePwdStrategy(enabled = true): { strategy: PwdStrategy | null; loading: boolean } {
  const query = useQuery(
    {
      queryKey: ["account", "pwdStrategy"],
      // An unreadable strategy is no error to show: the default rule applies.
      queryFn: async () => (await getDefaultPwdStrategy().catch(() => null)) ?? null,
      enabled,
    },
    useQueryClientHere(),
  );
  return { strategy: query.data ?? null, loading: enabled && query.isPending };
}

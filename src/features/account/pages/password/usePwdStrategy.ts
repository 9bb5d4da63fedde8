import { useEffect, useState } from "react";
import type { PwdStrategy } from "../../../../api/contract";
import { getDefaultPwdStrategy } from "../../../../api/uc";

/**
 * The tenant's password strategy for the change-password form. While it loads, or when it cannot be
 * read, the default rule (at least 6 characters) applies; the server checks the strategy again anyway.
 */
export function usePwdStrategy(enabled = true): { strategy: PwdStrategy | null; loading: boolean } {
  const [state, setState] = useState<{ strategy: PwdStrategy | null; loading: boolean }>({
    strategy: null,
    loading: enabled,
  });
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setState((s) => ({ ...s, loading: true }));
    getDefaultPwdStrategy()
      .then((strategy) => !cancelled && setState({ strategy, loading: false }))
      .catch(() => !cancelled && setState({ strategy: null, loading: false }));
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return state;
}

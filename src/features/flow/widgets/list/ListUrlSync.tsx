import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import {
  type FlowListState,
  type ListDefaults,
  listStateFromSearch,
  sameListState,
  withListState,
} from "./listQuery";

export interface ListUrlSyncProps {
  /** The list's state as its scope holds it now. */
  state: FlowListState;
  defaults: ListDefaults;
  /** The quick search's properties, to rebuild the querys of a keyword read from the URL. */
  properties: readonly string[];
  /** Puts a state read from the URL (back, forward, a shared link) into the list's scope. */
  onUrlState: (state: FlowListState) => void;
}

/**
 * Keeps a list's page, size and quick search in the URL (?page=&size=&q=, issue 13 §6): a change of the
 * list pushes a history entry, so reload, back and a shared link show the same rows; a URL that changes
 * under the list (back, forward) is put back into its scope. At first the URL wins when it names any of
 * the list's parameters; otherwise the list's state (the session's saved query) replaces the URL.
 */
export function ListUrlSync({ state, defaults, properties, onUrlState }: ListUrlSyncProps) {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const first = useRef(true);
  const latest = useRef(state);
  latest.current = state;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the URL changes; the state is read from the ref
  useEffect(() => {
    const fromUrl = listStateFromSearch(new URLSearchParams(search), properties, defaults);
    const target =
      fromUrl ??
      (first.current ? null : { page: defaults.page, pageSize: defaults.pageSize, keyword: "", querys: [] });
    if (target && !sameListState(target, latest.current, defaults))
      onUrlState({ ...latest.current, ...target });
  }, [search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's state changes; the URL is the current one
  useEffect(() => {
    const current = new URLSearchParams(search);
    const urlWins = first.current && listStateFromSearch(current, properties, defaults) !== null;
    const wasFirst = first.current;
    first.current = false;
    if (urlWins) return;
    const next = withListState(current, state, defaults);
    if (next.toString() !== search) setParams(next, { replace: wasFirst });
  }, [state]);

  return null;
}

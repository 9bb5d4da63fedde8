import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { SysIndexColumn } from "../../../../api/contract";
import { toCallFailure } from "../../../../api/errors";
import { useLoad } from "../../../../api/query/useLoad";

/** The shortest refresh period in seconds: a column never reloads more often (a smaller refeshTime is raised). */
export const MIN_REFRESH_SECONDS = 10;

/**
 * A column's refresh period in milliseconds: `refeshTime` seconds (at least 10) when `supportRefesh` is 1
 * and `refeshTime` is above 0; null when the column does not refresh.
 */
export function refreshPeriodMs(column: Pick<SysIndexColumn, "supportRefesh" | "refeshTime">): number | null {
  const seconds = Number(column.refeshTime);
  if (Number(column.supportRefesh) !== 1 || !Number.isFinite(seconds) || seconds <= 0) return null;
  return Math.max(MIN_REFRESH_SECONDS, seconds) * 1000;
}

const hidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";

/**
 * Counts a column's refresh periods: the number goes up every `periodMs` while the tab is visible. A
 * hidden tab pauses the count; when it is visible again a period that has passed meanwhile counts at
 * once, else the count resumes where it was. Stops on unmount; `null` never counts.
 */
export function useRefreshTick(periodMs: number | null): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!periodMs) return;
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(fire, delay);
    };
    function fire() {
      last = Date.now();
      setTick((t) => t + 1);
      schedule(periodMs as number);
    }
    const onVisibility = () => {
      if (hidden()) {
        clearTimeout(timer);
        return;
      }
      const due = last + (periodMs as number) - Date.now();
      if (due <= 0) fire();
      else schedule(due);
    };
    if (!hidden()) schedule(periodMs);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [periodMs]);
  return tick;
}

/** What a column gives the loads inside it: the refresh count, and a way to say a refresh is running. */
export interface ColumnRefresh {
  tick: number;
  /** Called with true when a refresh starts and false when it ends (once each). */
  onBusy: (busy: boolean) => void;
}

/** The refresh of the column around (outside a column: never). */
export const ColumnRefreshContext = createContext<ColumnRefresh>({ tick: 0, onBusy: () => {} });

/** The refresh count of the column around; 0 outside a refreshing column. */
export const useColumnRefresh = () => useContext(ColumnRefreshContext);

/**
 * A column's refresh state: the context value for its loads and whether a refresh is running (the
 * header's spinner).
 */
export function useColumnRefreshState(periodMs: number | null): { refresh: ColumnRefresh; busy: boolean } {
  const tick = useRefreshTick(periodMs);
  const [running, setRunning] = useState(0);
  const onBusy = useCallback((busy: boolean) => setRunning((n) => Math.max(0, n + (busy ? 1 : -1))), []);
  const refresh = useMemo(() => ({ tick, onBusy }), [tick, onBusy]);
  return { refresh, busy: running > 0 };
}

/** What a column's data load is doing; a failed refresh keeps the value and says why beside it. */
export type ColumnLoad<T> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "done"; value: T; refreshError?: string };

/** A failure's message for the column's red text. */
function messageOf(error: unknown): string {
  if (error instanceof Error && !("isAxiosError" in error)) return error.message;
  return toCallFailure(error).message;
}

/**
 * A column's data load, on the shared useLoad (TanStack Query: one load per key, a newer key aborts the
 * older, aborts are not errors). Inside a refreshing column (HomeColumnRefresh) every refresh count loads
 * again WITHOUT the loading state: the old content stays until the answer comes, and a failure keeps it
 * with `refreshError`. Returns the state, a reload from scratch, and a refresh that keeps the content
 * (the retry of a failed refresh).
 */
export function useColumnLoad<T>(
  key: string,
  run: (signal: AbortSignal) => Promise<T>,
): [ColumnLoad<T>, () => void, () => void] {
  const { tick, onBusy } = useColumnRefresh();
  const loaded = useLoad(run, key);
  const { retry, refresh } = loaded;
  const [again, setAgain] = useState(0);

  const refreshRound = tick + again;
  const handled = useRef(refreshRound);
  useEffect(() => {
    if (handled.current === refreshRound) return;
    handled.current = refreshRound;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      onBusy(false);
    };
    onBusy(true);
    // A load still running (the first one, say) is the fresh answer: refresh does not start another.
    void refresh().finally(release);
    return release;
  }, [refreshRound, onBusy, refresh]);

  let state: ColumnLoad<T>;
  if (loaded.loading) state = { status: "loading" };
  else if (loaded.error === undefined) state = { status: "done", value: loaded.value as T };
  else if (loaded.value !== undefined)
    state = { status: "done", value: loaded.value, refreshError: messageOf(loaded.error) };
  else state = { status: "error", message: messageOf(loaded.error) };
  return [state, useCallback(() => void retry(), [retry]), useCallback(() => setAgain((a) => a + 1), [])];
}

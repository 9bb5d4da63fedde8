import { useCallback, useEffect, useRef, useState } from "react";

/** One action at a time on a screen, and the text of the blocking overlay while it runs. */
export interface Exclusive {
  /** The overlay's text (任务处理中, 流程启动中…), or null when nothing blocks the screen. */
  busy: string | null;
  /** Shows (or, with null, hides) the overlay; ignored once the screen is gone. */
  setBusy: (text: string | null) => void;
  /**
   * Runs `action` unless another one is running: a second press meanwhile does nothing. Resolves true when
   * the action ran, false when it was refused.
   */
  run: (action: () => Promise<void>) => Promise<boolean>;
}

/** A screen's guard of one action at a time, with its busy overlay text (see {@link Exclusive}). */
export function useExclusive(): Exclusive {
  const [busy, setBusyState] = useState<string | null>(null);
  const running = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const setBusy = useCallback((text: string | null) => {
    if (mounted.current) setBusyState(text);
  }, []);

  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return false;
    running.current = true;
    try {
      await action();
      return true;
    } finally {
      running.current = false;
    }
  }, []);

  return { busy, setBusy, run };
}

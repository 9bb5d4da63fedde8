import { useCallback, useEffect, useRef, useState } from "react";
import type { PlaygroundExample } from "./examples";

/** How long typing must pause before the document loads again. */
export const RELOAD_DELAY_MS = 300;

/** The localStorage key of the last document (so a reload of the page keeps the work). */
export const PLAYGROUND_STORAGE_KEY = "tessera.playground";

interface Stored {
  example: string;
  text: string;
}

function readStored(key: string, examples: PlaygroundExample[]): Stored | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<Stored>;
    if (typeof stored.text !== "string" || typeof stored.example !== "string") return null;
    if (!examples.some((e) => e.id === stored.example)) return null;
    return { example: stored.example, text: stored.text };
  } catch {
    return null;
  }
}

function writeStored(key: string, stored: Stored): void {
  try {
    localStorage.setItem(key, JSON.stringify(stored));
  } catch {
    // Private mode or a full storage: the work just is not kept across reloads.
  }
}

/** What {@link useDocumentText} gives the page. */
export interface DocumentText {
  /** The example the text started from. */
  example: string;
  /** What the editor shows. */
  text: string;
  /** The text the document was last loaded from (the editor's text once typing pauses). */
  committed: string;
  /** True while an edit waits for its reload. */
  pending: boolean;
  /** Sets the editor's text; the document reloads after {@link RELOAD_DELAY_MS}. */
  edit: (text: string) => void;
  /** Replaces the text now (format, example change). */
  replace: (text: string) => void;
  /** Starts from another example. */
  choose: (example: string) => void;
  /** Restores the current example's text. */
  reset: () => void;
}

/**
 * The editor's text: starts from the stored document (or the initial example), loads edits again after a
 * pause, and keeps the last document and its example in localStorage.
 */
export function useDocumentText(
  examples: PlaygroundExample[],
  options: { initialExample?: string; storageKey?: string | null; delayMs?: number } = {},
): DocumentText {
  const storageKey = options.storageKey === undefined ? PLAYGROUND_STORAGE_KEY : options.storageKey;
  const delay = options.delayMs ?? RELOAD_DELAY_MS;
  const textOf = useCallback((id: string) => examples.find((e) => e.id === id)?.text ?? "", [examples]);
  const [state, setState] = useState(() => {
    const stored = storageKey ? readStored(storageKey, examples) : null;
    const example =
      stored?.example ??
      (examples.some((e) => e.id === options.initialExample) ? options.initialExample : examples[0]?.id) ??
      "";
    const text = stored?.text ?? textOf(example);
    return { example, text, committed: text };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (storageKey) writeStored(storageKey, { example: state.example, text: state.committed });
  }, [storageKey, state.example, state.committed]);

  const edit = useCallback(
    (text: string) => {
      setState((s) => ({ ...s, text }));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setState((s) => ({ ...s, committed: s.text })), delay);
    },
    [delay],
  );
  const replace = useCallback((text: string) => {
    clearTimeout(timer.current);
    setState((s) => ({ ...s, text, committed: text }));
  }, []);
  const choose = useCallback(
    (example: string) => {
      clearTimeout(timer.current);
      const text = textOf(example);
      setState({ example, text, committed: text });
    },
    [textOf],
  );
  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setState((s) => {
      const text = textOf(s.example);
      return { ...s, text, committed: text };
    });
  }, [textOf]);

  return { ...state, pending: state.text !== state.committed, edit, replace, choose, reset };
}

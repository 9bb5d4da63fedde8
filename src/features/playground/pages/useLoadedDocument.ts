import { useMemo } from "react";
import type { LoadError, LoadedDocument } from "../../../engine";
import type { ReactEngine } from "../../../engine/react";
import { type JsonSyntaxError, readJsonSource, type SourceRange } from "./jsonSource";

/** Where the editor's document stands. */
export type LoadState =
  | { kind: "empty" }
  | { kind: "syntax"; error: JsonSyntaxError }
  | { kind: "invalid"; errors: LoadError[]; ranges: Map<string, SourceRange> }
  | { kind: "crashed"; message: string }
  | { kind: "loaded"; document: LoadedDocument; ranges: Map<string, SourceRange> };

/**
 * Reads the text as JSON and loads it with the engine. The load runs again only when the value changes
 * (not for whitespace) or the language does (load messages are in the engine's language), so formatting
 * the text keeps the running document and its scope data.
 */
export function useLoadedDocument(engine: ReactEngine, text: string, language: string): LoadState {
  const source = useMemo(() => (text.trim() === "" ? null : readJsonSource(text)), [text]);
  const canonical = source?.ok ? JSON.stringify(source.value) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the value's canonical text; the language re-words the messages
  const loaded = useMemo(() => {
    if (canonical === null) return null;
    try {
      return engine.load(JSON.parse(canonical));
    } catch (error) {
      return { crashed: error instanceof Error ? error.message : String(error) };
    }
  }, [engine, canonical, language]);

  return useMemo((): LoadState => {
    if (!source) return { kind: "empty" };
    if (!source.ok) return { kind: "syntax", error: source.error };
    if (!loaded) return { kind: "empty" };
    if ("crashed" in loaded) return { kind: "crashed", message: loaded.crashed };
    return loaded.ok
      ? { kind: "loaded", document: loaded.document, ranges: source.ranges }
      : { kind: "invalid", errors: loaded.errors, ranges: source.ranges };
  }, [source, loaded]);
}

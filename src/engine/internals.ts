import type { Operation } from "./expr/operations";
import type { Engine, TraceBuffer, TraceEntry, Translate } from "./types";

/** What runtimes need from their engine beyond the public API. */
export interface EngineInternals {
  t: Translate;
  /** The engine's extra json-logic operations (helpers and calculations), rebuilt when calculations change. */
  operations: () => Map<string, Operation>;
  traces: TraceBuffer & { push: (entry: TraceEntry) => void };
  nextRunId: () => number;
}

/** An engine as createEngine builds it: the public API plus its internals. */
export interface EngineImpl<C = unknown> extends Engine<C> {
  readonly internals: EngineInternals;
}

/** The internals of an engine built by createEngine. */
export function internalsOf<C>(engine: Engine<C>): EngineInternals {
  const internals = (engine as unknown as Partial<EngineImpl>).internals;
  if (!internals) throw new TypeError("Not an engine built by createEngine");
  return internals;
}

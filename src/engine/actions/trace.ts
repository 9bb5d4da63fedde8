import type { TraceBuffer, TraceEntry } from "../types";

/** A bounded ring buffer of trace entries: the oldest entry goes when a new one arrives and it is full. */
export function createTraceBuffer(capacity = 500): TraceBuffer & { push: (entry: TraceEntry) => void } {
  const size = Math.max(1, Math.floor(capacity));
  const ring: TraceEntry[] = [];
  let start = 0;
  const listeners = new Set<(entry: TraceEntry) => void>();
  return {
    capacity: size,
    push(entry) {
      if (ring.length < size) ring.push(entry);
      else {
        ring[start] = entry;
        start = (start + 1) % size;
      }
      for (const listener of listeners) listener(entry);
    },
    entries: () => [...ring.slice(start), ...ring.slice(0, start)],
    clear() {
      ring.length = 0;
      start = 0;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

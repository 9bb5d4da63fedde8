import type { SysIndexColumn } from "../../../../api/contract";

/** Aliases asked for within this many milliseconds go in one getDatasByAlias request. */
export const COLUMN_BATCH_MS = 50;

/** Fetches the definitions of some aliases in one request (getDatasByAlias). */
export type FetchColumns = (aliases: string[]) => Promise<SysIndexColumn[]>;

/** Loads column definitions by alias; the answer of an alias is kept for the life of the loader. */
export interface ColumnLoader {
  /** The column of an alias, or null when the server does not know it. */
  load: (alias: string) => Promise<SysIndexColumn | null>;
}

/**
 * A batching loader: every alias requested within `delayMs` of the first one goes in ONE request (in
 * the order they were asked for, each once); later requests for a known alias reuse its answer. A
 * failed request fails every alias of its batch (and is forgotten, so a retry asks again).
 */
export function createColumnLoader(fetchColumns: FetchColumns, delayMs = COLUMN_BATCH_MS): ColumnLoader {
  const known = new Map<string, Promise<SysIndexColumn | null>>();
  let pending: {
    alias: string;
    resolve: (c: SysIndexColumn | null) => void;
    reject: (e: unknown) => void;
  }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = async () => {
    const batch = pending;
    pending = [];
    timer = null;
    try {
      const columns = await fetchColumns(batch.map((p) => p.alias));
      const byAlias = new Map(columns.map((c) => [c.alias, c]));
      for (const p of batch) p.resolve(byAlias.get(p.alias) ?? null);
    } catch (error) {
      for (const p of batch) {
        known.delete(p.alias);
        p.reject(error);
      }
    }
  };

  return {
    load(alias) {
      const existing = known.get(alias);
      if (existing) return existing;
      const promise = new Promise<SysIndexColumn | null>((resolve, reject) => {
        pending.push({ alias, resolve, reject });
      });
      known.set(alias, promise);
      if (timer === null) timer = setTimeout(() => void flush(), delayMs);
      return promise;
    },
  };
}

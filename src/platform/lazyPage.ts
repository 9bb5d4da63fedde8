import { type ComponentType, type LazyExoticComponent, lazy } from "react";

/** A script chunk that has not arrived after 120 s is a failure (spec 1 §9). */
export const CHUNK_LOAD_TIMEOUT = 120_000;

/** The error of a chunk that failed or timed out. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ChunkLoadError";
  }
}

/** True for a failed or timed-out dynamic import (ours, or the browser's own error). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : "";
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    message,
  );
}

/** Resolves like the import, or rejects with a ChunkLoadError after the timeout. */
export function withChunkTimeout<T>(load: Promise<T>, timeout = CHUNK_LOAD_TIMEOUT): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`Script chunk did not load within ${timeout / 1000} s`)),
      timeout,
    );
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          error instanceof ChunkLoadError
            ? error
            : new ChunkLoadError(String((error as Error)?.message ?? error), { cause: error }),
        );
      },
    );
  });
}

/**
 * React.lazy for a route page exported by name, with the 120 s chunk timeout:
 * `lazyPage(() => import("../features/account/pages/login/LoginPage"), "LoginPage")`.
 */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K] extends ComponentType<infer P> ? ComponentType<P> : never> {
  return lazy(async () => {
    const module = await withChunkTimeout(load());
    return { default: module[name] as never };
  });
}

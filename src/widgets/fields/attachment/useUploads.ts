import { useCallback, useEffect, useRef, useState } from "react";
import { isAbort } from "../../../api/errors";
import type { FileRef, UploadOptions } from "../../form/types";

/** A file on its way to the server, or one whose upload failed (it can be retried). */
export interface PendingUpload {
  key: string;
  file: File;
  status: "uploading" | "failed";
  /** Fraction sent, 0…1. */
  progress: number;
  /** Why it failed: the server's message, or the client's. */
  message?: string;
}

/** Uploads one file; resolves with the stored file. */
export type UploadFn = (file: File, options: UploadOptions) => Promise<FileRef>;

/**
 * The uploads of one attachment field: start, cancel (aborts the request), retry and drop. A finished
 * upload is handed to `onDone` and leaves the list; unmounting aborts what is still running.
 */
export function useUploads(upload: UploadFn | undefined, onDone: (ref: FileRef) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const counter = useRef(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const patch = useCallback((key: string, change: Partial<PendingUpload>) => {
    setPending((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  const run = useCallback(
    (key: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const send: UploadFn =
        upload ?? (() => Promise.reject(new Error("The attachment field has no upload service.")));
      send(file, { signal: controller.signal, onProgress: (progress) => patch(key, { progress }) }).then(
        (ref) => {
          controllers.current.delete(key);
          if (controller.signal.aborted) return;
          setPending((list) => list.filter((entry) => entry.key !== key));
          done.current(ref);
        },
        (error: unknown) => {
          controllers.current.delete(key);
          if (controller.signal.aborted || isAbort(error)) return;
          const message = error instanceof Error ? error.message : String(error);
          patch(key, { status: "failed", message });
        },
      );
    },
    [upload, patch],
  );

  const start = useCallback(
    (file: File) => {
      counter.current += 1;
      const key = `u${counter.current}`;
      setPending((list) => [...list, { key, file, status: "uploading", progress: 0 }]);
      run(key, file);
    },
    [run],
  );

  const retry = useCallback(
    (key: string) => {
      const entry = pending.find((item) => item.key === key);
      if (!entry) return;
      patch(key, { status: "uploading", progress: 0, message: undefined });
      run(key, entry.file);
    },
    [pending, patch, run],
  );

  /** Cancels a running upload (or forgets a failed one). */
  const drop = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setPending((list) => list.filter((entry) => entry.key !== key));
  }, []);

  return { pending, start, retry, drop };
}

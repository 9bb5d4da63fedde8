import { useCallback, useRef, useState } from "react";
import type { FileRef } from "../../../../../widgets/form/types";
import { opinionFilesValue } from "../../../model/opinionFiles";

/** The attachments of the opinion being written on a task screen. */
export interface OpinionFilesState {
  files: FileRef[];
  setFiles: (files: FileRef[]) => void;
  /** Counts an upload while it runs (the box's upload goes through it). */
  trackUpload: <T>(upload: Promise<T>) => Promise<T>;
  /** True while an upload runs: an action then waits (请稍后再试！). */
  uploading: () => boolean;
  /** The action body's part: `{files}` when there are files, else nothing. */
  body: () => { files?: string };
  clear: () => void;
}

/** The opinion's attachments and the count of uploads still running. */
export function useOpinionFiles(): OpinionFilesState {
  const [files, setFiles] = useState<FileRef[]>([]);
  const running = useRef(0);
  const latest = useRef(files);
  latest.current = files;
  const trackUpload = useCallback(<T>(upload: Promise<T>) => {
    running.current += 1;
    return upload.finally(() => {
      running.current -= 1;
    });
  }, []);
  return {
    files,
    setFiles,
    trackUpload,
    uploading: () => running.current > 0,
    body: () => {
      const value = opinionFilesValue(latest.current);
      return value ? { files: value } : {};
    },
    clear: () => setFiles([]),
  };
}

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
  /** The `files` text of the files held ("" for none), as a draft keeps them. */
  value: () => string;
  clear: () => void;
}

/**
 * The opinion's attachments and the count of uploads still running; until the user changes them, the
 * files of the task's saved draft (`saved`), so they survive a reload like the draft's opinion text.
 */
export function useOpinionFiles(saved: FileRef[] = NONE): OpinionFilesState {
  const [chosen, setFiles] = useState<FileRef[] | null>(null);
  const files = chosen ?? saved;
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
    value: () => opinionFilesValue(latest.current),
    clear: () => setFiles([]),
  };
}

const NONE: FileRef[] = [];

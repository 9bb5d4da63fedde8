import { useSyncExternalStore } from "react";

/** The file a preview is asked for (an attachment row carries these three). */
export interface PreviewFile {
  id: string;
  name: string;
  size: number;
}

/*
 * The one open preview of the app: a tiny store outside React, so any code (the attachment field, a table
 * cell, the preview registry of src/features/files) can open the dialog that FilePreviewHost shows.
 */
let current: PreviewFile | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Opens the preview dialog of `file` (the host mounted in the shell shows it); replaces an open one. */
export function openFilePreview(file: PreviewFile): void {
  current = { id: file.id, name: file.name, size: file.size };
  emit();
}

/** Closes the preview dialog. */
export function closeFilePreview(): void {
  if (current === null) return;
  current = null;
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The file whose preview is open, or null. */
export function useOpenFilePreview(): PreviewFile | null {
  return useSyncExternalStore(subscribe, () => current);
}

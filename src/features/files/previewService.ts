import type { FileRef } from "../../widgets/form/types";
import { fileInfo, signedFileUrl } from "./api";

/*
 * The one way to preview a stored file from anywhere (attachment fields, opinions, lists). The preview
 * dialog's host (src/features/files/preview/, mounted once by the app) registers how it opens a file with
 * setFilePreviewOpener; callers only ever call openFilePreview. Until a host registers, the file's signed
 * inline URL opens in a new tab.
 */

/** Opens the preview of one stored file. */
export type FilePreviewOpener = (file: FileRef) => void;

let opener: FilePreviewOpener | null = null;

/**
 * Registers the preview dialog's opener (the last one registered wins); returns the function that
 * unregisters it (only if it is still the registered one), for an effect's clean-up.
 */
export function setFilePreviewOpener(next: FilePreviewOpener | null): () => void {
  opener = next;
  return () => {
    if (opener === next) opener = null;
  };
}

/** True when a preview dialog is registered. */
export function hasFilePreviewOpener(): boolean {
  return opener !== null;
}

/** Previews a stored file: through the registered dialog, else its signed inline URL in a new tab. */
export function openFilePreview(file: FileRef): void {
  if (opener) {
    opener(file);
    return;
  }
  fileInfo(file.id).then(
    (info) => {
      window.open(signedFileUrl(info.inlineUrl), "_blank", "noopener,noreferrer");
    },
    () => {
      // fileInfo's failure was already shown by the client's toast.
    },
  );
}

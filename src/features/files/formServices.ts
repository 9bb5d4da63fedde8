import type { FormServices } from "../../widgets/form/types";
import { downloadFile, uploadFile } from "./api";
import { openFilePreview } from "./previewService";

/** What the form's file services need to know of their form. */
export interface FileServicesOptions {
  /** The flow's key: uploads of an online form carry it (`?flowKey=`, spec 3 §7). */
  flowKey?: string;
}

/**
 * The upload, download and preview services of an online form (or any attachment field): uploads go to
 * POST /system/file/v1/upload, downloads through the signed URL of fileGet, previews through
 * openFilePreview.
 */
export function fileServices(
  options: FileServicesOptions = {},
): Required<Pick<FormServices, "upload" | "download" | "preview">> {
  return {
    async upload(file, uploadOptions) {
      const answer = await uploadFile(file, {
        onProgress: uploadOptions?.onProgress,
        signal: uploadOptions?.signal,
        flowKey: options.flowKey,
      });
      return { id: answer.fileId, name: answer.fileName, size: answer.size };
    },
    download(file) {
      downloadFile(file.id).catch(() => {
        // fileGet's failure was already shown by the client's toast.
      });
    },
    preview: openFilePreview,
  };
}

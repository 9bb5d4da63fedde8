import type { FormServices } from "../../widgets/form/types";
import { downloadAll, downloadFile, uploadFile } from "./api";
import { openFilePreview } from "./previewService";

/** What the form's file services need to know of their form. */
export interface FileServicesOptions {
  /** The flow's key: uploads of an online form carry it (`?flowKey=`, spec 3 §7). */
  flowKey?: string;
}

/**
 * The upload, download, zip and preview services of an online form (or any attachment field): uploads go
 * to POST /system/file/v1/upload, downloads through the signed URL of fileGet, a field's files as one zip
 * through downloadAllFile (its refusal rejects: the field shows it), previews through openFilePreview.
 */
export function fileServices(
  options: FileServicesOptions = {},
): Required<Pick<FormServices, "upload" | "download" | "preview" | "downloadAll">> {
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
    downloadAll: (files) => downloadAll(files.map((file) => file.id)),
    preview: openFilePreview,
  };
}

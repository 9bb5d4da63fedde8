import { AnchorButton, Callout, Intent } from "@blueprintjs/core";
import { useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { FilePreviewAnswer } from "../../../api/contract/files";
import { PREVIEW_SIZE_LIMIT } from "../../../api/contract/files";
import { useLoad } from "../../../api/query/useLoad";
import { toastWarning } from "../../../api/toaster";
import { useEngine } from "../../../engine/react";
import { WidgetState } from "../../../widgets/status/WidgetState";
import { ImageViewer } from "./ImageViewer";
import { PdfViewer } from "./PdfViewer";
import { PreviewFrame } from "./PreviewFrame";
import type { PdfLoader } from "./pdfDocument";
import { fetchFilePreview, withReloadStamp } from "./previewApi";
import { isTooLargeToPreview, previewFailure } from "./previewMessages";
import { ourFileUrl, startDownload } from "./sourceUrl";

export interface FilePreviewBodyProps {
  /** The file; `size` (when known) is checked against the 50 MB limit before any call. */
  file: { id: string; name?: string; size?: number };
  /** Opens PDFs (pdfjs-dist by default; a stub in tests). */
  pdfLoader?: PdfLoader;
  /** Starts a download (compressed files and video); the browser's download by default. */
  onDownload?: (url: string) => void;
  /** Called once the server has said how to show the file (the dialog titles itself with the name). */
  onAnswer?: (answer: FilePreviewAnswer) => void;
}

/**
 * What a file's preview shows (spec 3 §2, §4, §8): refused over 52428800 bytes before calling the server;
 * else onlinePreview?fileId, then by its type a PDF viewer, an html/txt frame, the image viewer, a
 * download with a warning (compress, media), or the refusal (fileNotSupported, error) with the server's
 * message when it sent one. Addresses from the server must be our own file URLs.
 */
export function FilePreviewBody({
  file,
  pdfLoader,
  onDownload = startDownload,
  onAnswer,
}: FilePreviewBodyProps) {
  const { t } = useTranslation();
  const fetcher = useEngine().options.fetcher;
  const tooLarge = isTooLargeToPreview(file.size, PREVIEW_SIZE_LIMIT);
  const loaded = useLoad(tooLarge ? null : (signal) => fetchFilePreview(fetcher, file.id, signal), file.id);
  const answer = loaded.loading ? undefined : loaded.value;

  useEffect(() => {
    if (answer) onAnswer?.(answer);
  }, [answer, onAnswer]);

  if (tooLarge || isTooLargeToPreview(answer?.size, PREVIEW_SIZE_LIMIT)) {
    return <Refusal message={t("files.preview.tooLarge")} />;
  }
  if (loaded.loading) return <WidgetState loading />;
  if (loaded.error || !answer) {
    const failure = previewFailure(loaded.error, t);
    return <WidgetState error={failure} onRetry={() => void loaded.retry()} />;
  }
  return <PreviewOf answer={answer} pdfLoader={pdfLoader} onDownload={onDownload} />;
}

function PreviewOf({
  answer,
  pdfLoader,
  onDownload,
}: {
  answer: FilePreviewAnswer;
  pdfLoader?: PdfLoader;
  onDownload: (url: string) => void;
}) {
  const { t } = useTranslation();
  const url = ourFileUrl(answer.url);
  // One timestamp per answer: a new one on every render would load the preview again and again.
  const stamped = useMemo(() => (url ? withReloadStamp(url) : null), [url]);
  const download = ourFileUrl(answer.downloadUrl);
  const name = answer.name;

  switch (answer.type) {
    case "compress":
    case "media":
      return <DownloadInstead answer={answer} url={download} onDownload={onDownload} />;
    case "fileNotSupported":
      return <Refusal message={answer.message ?? t("files.preview.notSupported")} download={download} />;
    case "error":
      return <WidgetState error={answer.message ?? t("files.preview.loadError")} />;
  }
  if (!stamped) return <WidgetState error={t("files.preview.loadError")} />;
  if (answer.type === "picture") return <ImageViewer images={[{ src: stamped, name }]} />;
  if (answer.type === "html" || answer.type === "txt")
    return <PreviewFrame kind={answer.type} url={url ?? stamped} name={name} />;
  return <PdfViewer url={stamped} name={name} loader={pdfLoader} />;
}

/** A refused preview: the warning, and the download of the original when there is one. */
function Refusal({ message, download }: { message: string; download?: string | null }) {
  const { t } = useTranslation();
  return (
    <Callout intent={Intent.WARNING} icon="warning-sign" role="alert" className="tessera-preview-refusal">
      <p>{message}</p>
      {download && (
        <AnchorButton icon="download" href={download} rel="noopener" text={t("files.preview.download")} />
      )}
    </Callout>
  );
}

/** Compressed files and video: the spec's warning, and the download starts once (spec 3 §4, §8). */
function DownloadInstead({
  answer,
  url,
  onDownload,
}: {
  answer: FilePreviewAnswer;
  url: string | null;
  onDownload: (url: string) => void;
}) {
  const { t } = useTranslation();
  const message = t(answer.type === "media" ? "files.preview.media" : "files.preview.compress");
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (!url || started.current === url) return;
    started.current = url;
    void toastWarning(message);
    onDownload(url);
  }, [url, message, onDownload]);
  return <Refusal message={message} download={url} />;
}

import { Callout, H1, Intent } from "@blueprintjs/core";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router-dom";
import type { FilePreviewAnswer } from "../../../api/contract/files";
import { FilePreviewBody } from "../preview/FilePreviewBody";
import { PdfViewer } from "../preview/PdfViewer";
import { PreviewFrame } from "../preview/PreviewFrame";
import { withReloadStamp } from "../preview/previewApi";
import { ourFileUrl } from "../preview/sourceUrl";
import "../preview/preview.css";

/** The {src} / {iframeSrc} that means "no address: preview the file {fileId} itself". */
export const OWN_FILE_SOURCE = "-";

/** A single page (no shell) with the preview's title over the content. */
function PreviewPage({ name, children }: { name?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="tessera-preview-page">
      <H1 className="tessera-preview-page-title">
        {name ? t("files.preview.title", { name }) : t("files.preview.untitled")}
      </H1>
      {children}
    </main>
  );
}

/** The file's own preview, titled with the name the server answers. */
function OwnFilePreview({ fileId, note }: { fileId: string; note?: ReactNode }) {
  const [name, setName] = useState("");
  const onAnswer = useCallback((answer: FilePreviewAnswer) => setName(answer.name), []);
  return (
    <PreviewPage name={name}>
      {note}
      <FilePreviewBody key={fileId} file={{ id: fileId }} onAnswer={onAnswer} />
    </PreviewPage>
  );
}

/** The refusal of an address that is not one of our files. */
function UnsafeSource() {
  const { t } = useTranslation();
  return (
    <PreviewPage>
      <Callout intent={Intent.DANGER} icon="disable" role="alert">
        {t("files.preview.unsafeSource")}
      </Callout>
    </PreviewPage>
  );
}

/** /file/preview/{fileId}: the preview of a file as a page of its own. */
export function FilePreviewPage() {
  const { fileId = "" } = useParams();
  return <OwnFilePreview fileId={fileId} />;
}

/**
 * /pdf/{src}/{fileId}: the PDF at {src} (URL-encoded; our own file URLs only) in the PDF viewer, or, when
 * {src} is "-", the preview of the file {fileId}.
 */
export function PdfSourcePage() {
  const { src = "", fileId = "" } = useParams();
  const url = ourFileUrl(src);
  const stamped = useMemo(() => (url ? withReloadStamp(url) : null), [url]);
  if (src === OWN_FILE_SOURCE) return <OwnFilePreview fileId={fileId} />;
  if (!stamped) return <UnsafeSource />;
  return (
    <PreviewPage name={fileId}>
      <PdfViewer url={stamped} name={fileId} />
    </PreviewPage>
  );
}

/**
 * /iframeSrc/{iframeSrc}/{fileId}: the HTML at {iframeSrc} (URL-encoded; our own file URLs only),
 * sanitised in a sandboxed frame, or, when {iframeSrc} is "-", the preview of the file {fileId}.
 */
export function IframeSourcePage() {
  const { iframeSrc = "", fileId = "" } = useParams();
  const url = ourFileUrl(iframeSrc);
  if (iframeSrc === OWN_FILE_SOURCE) return <OwnFilePreview fileId={fileId} />;
  if (!url) return <UnsafeSource />;
  return (
    <PreviewPage name={fileId}>
      <PreviewFrame kind="html" url={url} name={fileId} />
    </PreviewPage>
  );
}

/**
 * /webOffice/{fileId}/{isRevision}/{inputWriteable}: the read-only preview (an office document as the PDF
 * the server converted). Editing is not offered, whatever the two flags say; a note says so.
 */
export function WebOfficePage() {
  const { t } = useTranslation();
  const { fileId = "" } = useParams();
  const note = (
    <Callout intent={Intent.PRIMARY} icon="info-sign" className="tessera-preview-note">
      {t("files.preview.webOfficeNote")}
    </Callout>
  );
  return <OwnFilePreview fileId={fileId} note={note} />;
}

import { useTranslation } from "react-i18next";
import { useLoad } from "../../../api/query/useLoad";
import { sanitizeHtml } from "../../../engine";
import { useEngine } from "../../../engine/react";
import { WidgetState } from "../../../widgets/status/WidgetState";
import { fetchPreviewText } from "./previewApi";
import { previewFailure } from "./previewMessages";
import "./preview.css";

export interface PreviewFrameProps {
  /** html is sanitised and shown as a page; txt is shown as plain text. */
  kind: "html" | "txt";
  /** The signed URL of the content. */
  url: string;
  name: string;
}

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The document a frame shows: sanitised HTML, or the text escaped inside <pre> (never parsed as HTML). */
export function frameDocument(kind: "html" | "txt", content: string): string {
  const head =
    '<meta charset="utf-8"><style>body{font:14px/1.6 sans-serif;margin:12px;word-wrap:break-word}pre{white-space:pre-wrap;margin:0}img{max-width:100%}</style>';
  const body = kind === "html" ? sanitizeHtml(content) : `<pre>${escapeText(content)}</pre>`;
  return `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
}

/**
 * An html or txt preview: the content is fetched through the app's client, sanitised by DOMPurify
 * (html) or escaped (txt), and shown in an iframe with sandbox="" (no scripts, no forms, no same origin).
 */
export function PreviewFrame({ kind, url, name }: PreviewFrameProps) {
  const { t } = useTranslation();
  const fetcher = useEngine().options.fetcher;
  const loaded = useLoad((signal) => fetchPreviewText(fetcher, url, signal), `${kind}|${url}`);
  if (loaded.loading || loaded.error) {
    const error = loaded.error ? previewFailure(loaded.error, t) : null;
    return <WidgetState loading={loaded.loading} error={error} onRetry={() => void loaded.retry()} />;
  }
  return (
    <iframe
      className="tessera-preview-frame"
      title={t("files.preview.htmlFrame", { name })}
      sandbox=""
      referrerPolicy="no-referrer"
      srcDoc={frameDocument(kind, loaded.value ?? "")}
    />
  );
}

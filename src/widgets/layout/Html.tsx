import { useMemo } from "react";
import { sanitizeHtml } from "../../engine/template/sanitizeHtml";
import "./layout.css";

export interface HtmlProps {
  /** Markup from a definition or the server; it is sanitised before it reaches the DOM. */
  html: string;
  className?: string;
}

/** Static HTML (home columns of other data modes, notice bodies), sanitised with DOMPurify. */
export function Html({ html, className }: HtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html ?? ""), [html]);
  return (
    <div
      className={className ? `tessera-html ${className}` : "tessera-html"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify just above
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}

/** JSON Schema of the html widget's props. */
export const htmlPropsSchema = {
  type: "object",
  properties: { html: { type: "string" } },
  required: ["html"],
  additionalProperties: false,
} as const;

import { useMemo } from "react";
import { followAppLink } from "../../engine/links";
import { sanitizeHtml } from "../../engine/template/sanitizeHtml";
import "./layout.css";

export interface HtmlProps {
  /** Markup from a definition or the server; it is sanitised before it reaches the DOM. */
  html: string;
  className?: string;
  /**
   * Follows a plain click on a link of this app ("/fvue/…", as the sanitiser writes app paths) with the
   * app's router instead of a page load; without it such links load the page.
   */
  onAppLink?: (path: string) => void;
}

/** Static HTML (home columns of other data modes, notice bodies), sanitised with DOMPurify. */
export function Html({ html, className, onAppLink }: HtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html ?? ""), [html]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only follows clicks on the links inside, which keep their own keyboard behaviour
    <div
      className={className ? `tessera-html ${className}` : "tessera-html"}
      onClick={onAppLink ? (event) => followAppLink(event, onAppLink) : undefined}
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

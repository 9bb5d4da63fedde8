import Mustache from "mustache";
import { useMemo } from "react";
import { ref } from "../../engine";
import { sanitizeHtml } from "../../engine/template/sanitizeHtml";
import "./layout.css";

/**
 * Renders a logic-less (mustache) template with `data` and sanitises the result. Mustache interprets
 * the template itself (no eval, no new Function), so this runs under `script-src 'self'`. `{{x}}` is
 * HTML-escaped, `{{{x}}}` is not, but the whole result goes through DOMPurify either way. A template
 * that does not parse renders as an empty string, and `onError` says why.
 */
export function renderTemplate(template: string, data: unknown, onError?: (error: Error) => void): string {
  try {
    return sanitizeHtml(Mustache.render(template, data ?? {}));
  } catch (error) {
    onError?.(error instanceof Error ? error : new Error(String(error)));
    return "";
  }
}

export interface TemplateProps {
  /** A mustache template: `{{name}}`, `{{#rows}}…{{/rows}}`, `{{^rows}}…{{/rows}}`. */
  template: string;
  /** The values the template reads (the column's fetched `data`). */
  data?: unknown;
  className?: string;
}

/** A logic-less template rendered with data and sanitised (home columns' templateHtml). */
export function Template({ template, data, className }: TemplateProps) {
  const html = useMemo(() => renderTemplate(template ?? "", data), [template, data]);
  return (
    <div
      className={className ? `tessera-html ${className}` : "tessera-html"}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: mustache output sanitised by DOMPurify
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * JSON Schema of the template widget's props: the template renders with the data of `source` (a home
 * column's request) or, without one, with the values of the scope.
 */
export const templatePropsSchema = {
  type: "object",
  properties: {
    template: ref.template,
    source: ref.dataSource,
  },
  required: ["template"],
  additionalProperties: false,
} as const;

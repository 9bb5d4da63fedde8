import DOMPurify from "dompurify";
import Mustache from "mustache";
import { sanitizeHtml } from "./sanitizeHtml";

/**
 * Renders a logic-less mustache template (values are HTML-escaped; there is no code in templates) and
 * returns the result sanitised by the one sanitiser of the app (sanitizeHtml): scripts, event-handler
 * attributes, `javascript:` URLs and embedded frames are removed. Throws where there is no DOM to sanitise with, rather than return unsanitised HTML.
 */
export function renderTemplate(template: string, data: unknown): string {
  if (!DOMPurify.isSupported)
    throw new Error("renderTemplate needs a DOM (DOMPurify) to sanitise its output");
  const html = Mustache.render(template, data ?? {});
  return sanitizeHtml(html);
}

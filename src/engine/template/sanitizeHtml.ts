import DOMPurify from "dompurify";

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

/** The app's own DOMPurify instance (hooks stay off the shared default instance). */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  // A link that opens a new window must not hand it our window.opener.
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (node instanceof Element && node.tagName === "A" && node.getAttribute("target") === "_blank") {
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return purifier;
}

/**
 * HTML that is safe to put into the DOM: scripts, event handler attributes (onerror=…), javascript:
 * URLs, <iframe>/<object>/<embed> and <style> are removed; ordinary markup, images and links stay.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "iframe", "object", "embed", "form"],
    ADD_ATTR: ["target"],
  });
}

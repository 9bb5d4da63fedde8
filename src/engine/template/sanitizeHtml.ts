import DOMPurify from "dompurify";
import { APP_BASENAME, isAllowedImage, linkHref, safeLink } from "../links";

type Purifier = ReturnType<typeof DOMPurify>;
let purifier: Purifier | null = null;

// Attributes that load a resource as the page renders: kept only for our origin and the allowed image hosts.
const LOADING_ATTRIBUTES = ["src", "poster", "background"] as const;
// A style that loads something (background-image:url(…), image-set, @import) is dropped whole.
const STYLE_LOADS = /url\s*\(|image-set|@import/i;

/** Applies the link rule to links and the image rule to everything that loads (src, poster, srcset, style). */
function guardUrls(node: Element): void {
  for (const name of LOADING_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null && !isAllowedImage(value)) node.removeAttribute(name);
  }
  node.removeAttribute("srcset");
  if (STYLE_LOADS.test(node.getAttribute("style") ?? "")) node.removeAttribute("style");
  if (node.hasAttribute("href")) {
    const raw = node.getAttribute("href");
    const href = linkHref(raw, APP_BASENAME);
    if (href === null) node.removeAttribute("href");
    else node.setAttribute("href", href);
    // An absolute http(s) link leaves the app: always in a new tab (the rel is set below).
    if (href !== null && node.tagName === "A" && safeLink(raw)?.kind === "external") {
      node.setAttribute("target", "_blank");
    }
  }
}

/** The app's own DOMPurify instance (hooks stay off the shared default instance). */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook("afterSanitizeAttributes", (node) => {
    if (!(node instanceof Element)) return;
    guardUrls(node);
    // A link that opens a new window must not hand it our window.opener.
    if (node.tagName === "A" && node.getAttribute("target") === "_blank") {
      node.setAttribute("rel", "noopener noreferrer");
    }
  });
  return purifier;
}

/**
 * HTML that is safe to put into the DOM: scripts, event handler attributes (onerror=…), <iframe>/<object>/
 * <embed>, <style> and <form> are removed; links follow the app's one link rule (src/engine/links: app
 * paths under /fvue, which the page follows with the router through followAppLink; http(s) on allowed
 * hosts, opened in a new tab with rel noopener noreferrer; else no href); images and other loads keep their address
 * only for our origin, the allowed image hosts (TRUSTED_IMAGE_HOSTS) and data: images.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ["style", "iframe", "object", "embed", "form"],
    ADD_ATTR: ["target"],
  });
}

import { currentPolicy, type LinkPolicy, safeLink } from "../../../engine/links";

/**
 * The address a preview may load, or null: the app's one link rule (src/engine/links) and, stricter than a
 * link, only our own files: a path of this site ("/system/file/…") or an http(s) URL on the page's origin
 * or one of the service hosts (where the signed file URLs come from). Trusted link hosts are not enough.
 */
export function ourFileUrl(raw: unknown, policy: LinkPolicy = currentPolicy()): string | null {
  const link = safeLink(raw, policy);
  if (!link) return null;
  if (link.kind === "app") return link.path;
  const origin = new URL(link.url).origin;
  return origin === policy.origin || policy.tokenOrigins.includes(origin) ? link.url : null;
}

/** Starts the browser's download of a signed file URL (Content-Disposition attachment does the rest). */
export function startDownload(url: string): void {
  const anchor = document.createElement("a");
  anchor.href = url;
  anchor.rel = "noopener";
  anchor.download = "";
  anchor.style.display = "none";
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

import { safeLink } from "../../../engine/links";

/** `/v-flow/v-todo/{orgName}/{orgId}`: the to-do list of an org (spec 2 §1); without an org, `/v-flow/v-todo`. */
export function todoListPath(org: { orgName?: string; orgId?: string } | null | undefined): string {
  if (!org?.orgId) return "/v-flow/v-todo";
  return `/v-flow/v-todo/${encodeURIComponent(org.orgName ?? "")}/${encodeURIComponent(org.orgId)}`;
}

/** The meetings list the home meetings widget links to (the content area's page). */
export { MEETING_LIST_PATH } from "../../content";

/**
 * An often-used system's address when it may be opened, by the app's one link rule (src/engine/links/links.ts):
 * http(s) addresses on allowed hosts and same-site paths ("/x", not "//host"); anything else
 * (javascript:, data:, other hosts) gives null.
 */
export function safeSystemUrl(url: string | null | undefined): string | null {
  const link = safeLink(url);
  if (!link) return null;
  return link.kind === "app" ? link.path : link.url;
}

/** Opens an often-used system in a new window (noopener); unsafe addresses are refused (false). */
export function openSystem(url: string, open: typeof window.open = window.open.bind(window)): boolean {
  const safe = safeSystemUrl(url);
  if (!safe) return false;
  open(safe, "_blank", "noopener,noreferrer");
  return true;
}

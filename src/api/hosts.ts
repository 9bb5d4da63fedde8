import { setLinkContext } from "../engine/links";
import type { RuntimeContext } from "./contract";

/** The service hosts a call can name (spec 1 §7: front, portal, uc, form, bpm model, bpm runtime). */
export type HostName = "portal" | "uc" | "form" | "bpmModel" | "bpmRunTime" | "front";

let context: RuntimeContext | null = null;

/** Installs the runtime context read at boot (or a test's own); the link rule reads its hosts too. */
export function setRuntimeContext(next: RuntimeContext | null): void {
  context = next;
  setLinkContext(next);
}

/** The runtime context; throws when boot has not loaded it yet. */
export function getRuntimeContext(): RuntimeContext {
  if (!context) {
    throw new Error("The runtime context (/fvue/context.json) has not been loaded yet.");
  }
  return context;
}

/** The runtime context, or null before boot (for code that must not throw, such as the 401 handler). */
export function peekRuntimeContext(): RuntimeContext | null {
  return context;
}

/** The base URL of a service, without a trailing slash. An undefined host is an error (spec 1 §7). */
export function host(name: HostName): string {
  const value = getRuntimeContext()[name];
  if (typeof value !== "string" || value.trim() === "") {
    throw new Error(`Service host "${name}" is not defined in the runtime context (/fvue/context.json).`);
  }
  return value.replace(/\/+$/, "");
}

const HOST_PLACEHOLDER = /\$\{(portal|uc|form|bpmModel|bpmRunTime|front)\}/g;

/** Expands `${portal}`-style placeholders of URLs stored on the server (CONTRACT.md §1). */
export function expandHosts(url: string): string {
  return url.replace(HOST_PLACEHOLDER, (_match, name: HostName) => host(name));
}

/**
 * Reads the runtime context. Throws an Error whose message says what went wrong
 * (HTTP status, bad JSON, not an object) so the boot error page can show it.
 */
export async function loadRuntimeContext(
  url = "/fvue/context.json",
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeContext> {
  const response = await fetchImpl(url, { headers: { Accept: "application/json" }, cache: "no-store" });
  if (!response.ok) {
    throw new Error(`GET ${url} answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new Error(`GET ${url} did not answer JSON`);
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) {
    throw new Error(`GET ${url} did not answer an object`);
  }
  return body as RuntimeContext;
}

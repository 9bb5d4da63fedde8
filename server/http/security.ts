import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";
import { originOf, type ServerConfig } from "../config";
import { answerError } from "./errorHandler";

/**
 * The origins of the absolute service hosts (TESSERA_HOST_*): a relative host is our own origin, already
 * 'self'. Only origins reach the CSP, so a host with a path still allows its whole origin and nothing more.
 */
export function serviceHostOrigins(config: Pick<ServerConfig, "hosts">): string[] {
  const origins = Object.entries(config.hosts)
    .filter(([, value]) => value && /^https?:\/\//i.test(value))
    .map(([name, value]) => originOf(value as string, `TESSERA_HOST_${name.toUpperCase()}`));
  return [...new Set(origins)];
}

/** The Content-Security-Policy directives: our origin, the service hosts and the configured allow-lists only. */
export function cspDirectives(config: ServerConfig): Record<string, string[]> {
  const services = serviceHostOrigins(config);
  const union = (...lists: string[][]) => [...new Set(lists.flat())];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: union(["'self'", "data:", "blob:"], services, config.trustedImageHosts),
    fontSrc: ["'self'", "data:"],
    connectSrc: union(["'self'"], services),
    // Menu items open in a frame (spec 1 §2), but only on hosts the link rule allows (src/engine/links).
    frameSrc: union(["'self'"], services, config.trustedLinkHosts),
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  };
}

/**
 * Security headers: a strict CSP (scripts only from our origin, never eval; connections, images and
 * frames only to our origin, the service hosts and the configured allow-lists), no sniffing, a strict
 * referrer policy, and framing only by our own pages (the shell frames /docs and menu links).
 * TESSERA_UNSAFE_NO_CSP (end-to-end tests only, refused in production) leaves the CSP out.
 */
function helmetOptions(config: ServerConfig) {
  return {
    contentSecurityPolicy: config.unsafeNoCsp
      ? (false as const)
      : { useDefaults: false, directives: cspDirectives(config) },
    frameguard: { action: "sameorigin" as const },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" as const },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" as const },
    hsts: false,
  };
}

/**
 * Registers the security headers on every answer that goes through routing. helmet's middleware is built
 * once here: @fastify/helmet built it again on every request (parsing the CSP directives each time, about 3 %
 * of the server's CPU on a to-do list), and we use none of its per-route options, nonces or reply helpers.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  if (config.unsafeNoCsp) app.log.warn("TESSERA_UNSAFE_NO_CSP: no Content-Security-Policy (tests only)");
  const setHeaders = helmet(helmetOptions(config));
  app.addHook("onRequest", (request, reply, done) => setHeaders(request.raw, reply.raw, () => done()));
}

/**
 * Fastify's `frameworkErrors`: errors raised before routing (a malformed URL such as `/%E0%A4%A`, an
 * over-long parameter) get the same security headers and error envelope as every other answer.
 */
export function frameworkErrorsOf(config: ServerConfig) {
  const setHeaders = helmet(helmetOptions(config));
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setHeaders(request.raw, reply.raw, () => undefined);
    return answerError(error, request, reply);
  };
}

import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";

/**
 * Security headers: a strict CSP (scripts only from our origin, never eval), no sniffing, a strict
 * referrer policy, and framing only by our own pages (the shell frames /docs and external links).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const hosts = Object.values(config.hosts).filter((h): h is string => Boolean(h));
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...hosts],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...hosts],
        // Menu items with external links open in a frame (spec 1 §2), so any http(s) page may be framed.
        frameSrc: ["'self'", "https:", "http:"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    frameguard: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    hsts: false,
  });
}

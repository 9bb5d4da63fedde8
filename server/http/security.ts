import fastifyHelmet from "@fastify/helmet";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import helmet from "helmet";
import type { ServerConfig } from "../config";
import { answerError } from "./errorHandler";

/**
 * Security headers: a strict CSP (scripts only from our origin, never eval), no sniffing, a strict
 * referrer policy, and framing only by our own pages (the shell frames /docs and external links).
 */
function helmetOptions(config: ServerConfig) {
  const hosts = Object.values(config.hosts).filter((h): h is string => Boolean(h));
  return {
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
  } as const;
}

/** Registers the security headers on every answer that goes through routing. */
export async function registerSecurityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(config));
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

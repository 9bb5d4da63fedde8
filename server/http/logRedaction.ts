import type { FastifyRequest } from "fastify";

// Query parameters that carry a credential: any name ending in "token" (token, access_token, guestToken)
// and the SSO ticket; on the SSO entries (/sso/…) also the OAuth `code`, which the client fills with a token.
const CREDENTIAL_PARAM = /([?&][^=&#]*(?:token|ticket)=)[^&#]*/gi;
const SSO_CODE_PARAM = /([?&]code=)[^&#]*/gi;
const SSO_PATH = /^[^?#]*\/sso\//i;

/** A request URL with the values of its credential query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const redacted = url.replace(CREDENTIAL_PARAM, "$1[redacted]");
  return SSO_PATH.test(url) ? redacted.replace(SSO_CODE_PARAM, "$1[redacted]") : redacted;
}

/**
 * Pino serializers of the server's log: Fastify's request fields, with credentials in the URL redacted,
 * so a token never reaches a log line.
 */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};

/** The logger option of the app: the caller's pino options (or the level) with the redacting serializers. */
export function loggerOptions(logger: boolean | object | undefined, level: string): boolean | object {
  if (logger === false) return false;
  const base = (typeof logger === "object" ? logger : { level }) as { serializers?: object };
  return { ...base, serializers: { ...base.serializers, ...logSerializers } };
}

import type { MessageKey } from "./messages";

/** An error the client may see: an HTTP status, a message key and its parameters (optionally extra detail). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly detail?: string,
  ) {
    super(key);
  }
}

export const badRequest = (key: MessageKey = "badRequest", params?: Record<string, string | number>) =>
  new HttpError(400, key, params);
export const unauthorized = () => new HttpError(401, "unauthorized");
export const forbidden = (key: MessageKey = "forbidden", params: Record<string, string | number> = {}) =>
  new HttpError(403, key, params);
export const notFound = (key: MessageKey = "notFound") => new HttpError(404, key);

import { isAxiosError } from "axios";
import i18n from "../i18n";

/*
 * The one failure type of a call to the server and the one way to read a rejection (as react-admin's
 * HttpError): every client path (axios services, the engine's fetcher, widget and flow calls) rejects
 * with a CallFailure, so pages read message, log id and status the same way.
 */

interface ErrorLikeBody {
  message?: unknown;
  logId?: unknown;
  state?: unknown;
}

/** What a CallFailure carries besides its message. */
export interface CallFailureInit {
  /** The message the server sent, when it sent one. */
  serverMessage?: string;
  /** The server's log id, quoted to support as 【日志ID：…】. */
  logId?: string;
  /** HTTP status; undefined when no answer came (network, timeout). */
  status?: number;
  /** True when the request timed out ("timeout of … exceeded"). */
  timeout?: boolean;
  /** The answer's body (parsed when it was JSON text), for callers that read more than the message. */
  data?: unknown;
  /** What was thrown underneath (an AxiosError, a fetch failure …). */
  cause?: unknown;
}

/** A failed call: the message to show, the server's message and log id, the HTTP status, a timeout flag. */
export class CallFailure extends Error {
  readonly serverMessage?: string;
  readonly logId?: string;
  readonly status?: number;
  readonly timeout: boolean;
  readonly data?: unknown;

  constructor(message: string, init: CallFailureInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "CallFailure";
    this.serverMessage = init.serverMessage;
    this.logId = init.logId;
    this.status = init.status;
    this.timeout = init.timeout ?? false;
    this.data = init.data;
  }

  /** The message followed by 【日志ID：…】 when the server sent a log id (spec 1 §8). */
  get withLogId(): string {
    return withLogId(this.message, this.logId);
  }
}

/** The log id suffix users quote to support: 【日志ID：{id}】 (spec 1 §8). */
export function logIdSuffix(logId: string): string {
  return i18n.t("http.logId", { id: logId });
}

/** A message followed by its log id suffix when there is one. */
export function withLogId(message: string, logId?: string | null): string {
  return logId ? `${message} ${logIdSuffix(logId)}` : message;
}

// The one abort test (fetch's AbortError, axios' CanceledError) is the engine's, the lowest layer; its own
// file, so the entry chunk does not pull the engine in.
export { isAbort } from "../engine/datasource/abort";

/** Reads a response body that may be JSON text (401 bodies can come as text/html). */
export function readBody(data: unknown): ErrorLikeBody | null {
  if (data && typeof data === "object") return data as ErrorLikeBody;
  if (typeof data === "string" && data.trim().startsWith("{")) {
    try {
      return JSON.parse(data) as ErrorLikeBody;
    } catch {
      return null;
    }
  }
  return null;
}

/** True when an axios error message says the request timed out. */
export function isTimeoutMessage(message: unknown): boolean {
  return typeof message === "string" && message.startsWith("timeout of");
}

/** The server's message and log id in an answer body (JSON or JSON text), when it sent them. */
export function bodyDetails(data: unknown): { serverMessage?: string; logId?: string } {
  const body = readBody(data);
  const serverMessage = typeof body?.message === "string" && body.message ? body.message : undefined;
  const logId = typeof body?.logId === "string" && body.logId ? body.logId : undefined;
  return { ...(serverMessage ? { serverMessage } : {}), ...(logId ? { logId } : {}) };
}

/**
 * The failure of an answer that came (a status ≥ 400, or a 2xx whose envelope says `state: false`):
 * the server's message wins, else `fallback`.
 */
export function answerFailure(status: number | undefined, data: unknown, fallback: string): CallFailure {
  const parsed = readBody(data) ?? data;
  const { serverMessage, logId } = bodyDetails(parsed);
  return new CallFailure(serverMessage ?? fallback, { serverMessage, logId, status, data: parsed });
}

/** The translated message of a failure without a server message: by status, timeout or no answer. */
function statusMessage(status: number | undefined, timeout: boolean): string {
  if (status === 401) return i18n.t("http.unauthorized");
  if (status === 403) return i18n.t("http.forbidden");
  if (status !== undefined && status >= 500) return i18n.t("http.serverError");
  if (status !== undefined) return i18n.t("http.requestFailed", { status });
  if (timeout) return i18n.t("http.timeout");
  return i18n.t("http.network");
}

/**
 * The one rejection reader: turns anything a call threw into a CallFailure (a CallFailure is returned
 * as it is). The server's message wins; without one a translated message for the status, a timeout or
 * a network failure is used.
 */
export function toCallFailure(error: unknown): CallFailure {
  if (error instanceof CallFailure) return error;
  if (isAxiosError(error)) {
    const status = error.response?.status;
    // `data` stays the raw answer (text stays text), as the engine's readers expect.
    const data: unknown = error.response?.data;
    const { serverMessage, logId } = bodyDetails(data);
    const timeout =
      error.code === "ECONNABORTED" || error.code === "ETIMEDOUT" || isTimeoutMessage(error.message);
    return new CallFailure(serverMessage ?? statusMessage(status, timeout), {
      serverMessage,
      logId,
      status,
      timeout,
      data,
      cause: error,
    });
  }
  if (error instanceof Error) {
    return new CallFailure(error.message, { timeout: isTimeoutMessage(error.message), cause: error });
  }
  return new CallFailure(String(error), { cause: error });
}

import { isAxiosError } from "axios";
import i18n from "../i18n";

/** What a failed call tells the user: a message, the server's log id and the HTTP status. */
export interface ApiFailure {
  message: string;
  /** The message the server sent, when it sent one. */
  serverMessage?: string;
  logId?: string;
  status?: number;
  /** True when the request timed out ("timeout of … exceeded"). */
  timeout: boolean;
}

interface ErrorLikeBody {
  message?: unknown;
  logId?: unknown;
  state?: unknown;
}

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

/**
 * Turns anything thrown by a call into an ApiFailure. The server's message wins; without one a
 * translated message for the status, a timeout or a network failure is used.
 */
export function describeFailure(error: unknown): ApiFailure {
  if (isAxiosError(error)) {
    const status = error.response?.status;
    const body = readBody(error.response?.data);
    const serverMessage = typeof body?.message === "string" && body.message ? body.message : undefined;
    const logId = typeof body?.logId === "string" && body.logId ? body.logId : undefined;
    const timeout =
      error.code === "ECONNABORTED" || error.code === "ETIMEDOUT" || isTimeoutMessage(error.message);
    let message = serverMessage;
    if (!message) {
      if (status === 401) message = i18n.t("http.unauthorized");
      else if (status === 403) message = i18n.t("http.forbidden");
      else if (status !== undefined && status >= 500) message = i18n.t("http.serverError");
      else if (status !== undefined) message = i18n.t("http.requestFailed", { status });
      else if (timeout) message = i18n.t("http.timeout");
      else message = i18n.t("http.network");
    }
    return { message, serverMessage, logId, status, timeout };
  }
  if (error instanceof Error) return { message: error.message, timeout: isTimeoutMessage(error.message) };
  return { message: String(error), timeout: false };
}

import axios, { type AxiosInstance, type AxiosResponse, isCancel } from "axios";
import { mayCarryToken } from "../engine/links";
import i18n from "../i18n";
import { readLanguage, readTenantCode } from "./clientState";
import { answerFailure, type CallFailure, readBody, toCallFailure } from "./errors";
import { host, peekRuntimeContext } from "./hosts";
import { currentAppPath, loginPathFor, navigateTo, redirectBrowser } from "./navigation";
import { getSessionBridge, type SessionToken } from "./sessionBridge";
import { isExternalSso, serviceUrl, ssoLoginUrl } from "./sso";
import { toastError, toastWarning } from "./toaster";

declare module "axios" {
  interface AxiosRequestConfig {
    /** No toast for this call's failures: the caller shows the message itself. */
    silent?: boolean;
    /** A 401 on this call does not end the session (the caller handles it, e.g. sign-out). */
    skipAuthRedirect?: boolean;
    /** The caller reads a 2xx `state: false` answer as data (a refused mutation it explains itself). */
    acceptFailedState?: boolean;
    /** The message of a `state: false` rejection when the server sent none (default: http.failed). */
    failureText?: string;
  }
}

/** HTTP timeout (spec 1 §9). */
export const HTTP_TIMEOUT = 600_000;
/** The refresh flag resets after this long, so a token is refreshed at most once per window. */
export const REFRESH_GUARD_MS = 3000;

/** True when the token is at least one fifth of its lifetime old (CONTRACT.md §1.2). */
export function isRefreshDue(
  session: Pick<SessionToken, "loginTime" | "expiration"> | null,
  now: number,
): boolean {
  if (!session || !Number.isFinite(session.loginTime) || !(session.expiration > 0)) return false;
  return now - session.loginTime >= (session.expiration / 5) * 1000;
}

/** The login call (`/auth`, `/auth?tenantId=`, `/sso/auth?…`): no Bearer, and its 401 is the form's business. */
export function isAuthUrl(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split("#")[0];
  return path.includes("/auth?") || path.endsWith("/auth");
}

/** The refresh call itself never triggers a refresh. */
export function isRefreshUrl(url: string | undefined): boolean {
  return !!url && /\/refresh(\?|#|$)/.test(url);
}

/** Ends the session after a 401: clears it, then goes to the login route, or to SSO in cas/oauth mode. */
export function handleUnauthorized(): void {
  getSessionBridge().clear();
  const context = peekRuntimeContext();
  if (isExternalSso(context)) {
    const url = context && ssoLoginUrl(context, serviceUrl());
    if (url) {
      redirectBrowser(url);
      return;
    }
  }
  navigateTo(loginPathFor(currentAppPath()), { replace: true });
}

function notify(failure: CallFailure): void {
  if (failure.status === 401) void toastWarning(failure.message, "http-401");
  else void toastError(failure.message, failure.logId);
}

export interface HttpOptions {
  /** Clock for the refresh rule (tests pass their own). */
  now?: () => number;
}

/**
 * Creates an axios instance with the portal's conventions: Bearer, Accept-Language and Tenant-Code
 * headers, the token refresh rule, toasts for failed calls and the 401 rule (spec 1 §4, §6, §8).
 * It checks the answer envelope once: every failure, an HTTP one or a 2xx `state: false`, rejects with a
 * CallFailure (src/api/errors.ts), unless the call says `acceptFailedState`; aborts reject as they are.
 */
export function createHttp(options: HttpOptions = {}): AxiosInstance {
  const now = options.now ?? Date.now;
  const instance = axios.create({ timeout: HTTP_TIMEOUT });
  let refreshing = false;

  const refreshToken = async (): Promise<void> => {
    const url = `${host("uc")}/refresh`;
    const { data } = await instance.get<{ token?: string; expiration?: number }>(url, { silent: true });
    if (data && typeof data.token === "string" && data.token) {
      getSessionBridge().replaceToken(data.token, now(), data.expiration || undefined);
    }
  };

  instance.interceptors.request.use((config) => {
    const url = config.url ?? "";
    config.headers.set("Accept-Language", readLanguage());
    config.headers.set("Tenant-Code", readTenantCode());
    const session = getSessionBridge().current();
    // The token goes to our own origin and the service hosts only, never to a foreign dataFrom.
    const trusted = mayCarryToken(instance.getUri(config));
    if (session?.token && trusted && !isAuthUrl(url) && !config.headers.has("Authorization")) {
      config.headers.set("Authorization", `Bearer ${session.token}`);
    }
    if (session && !refreshing && !isRefreshUrl(url) && !isAuthUrl(url) && isRefreshDue(session, now())) {
      refreshing = true;
      setTimeout(() => {
        refreshing = false;
      }, REFRESH_GUARD_MS);
      refreshToken().catch(() => {
        // A failed refresh leaves the current token; its own 401 ends the session.
      });
    }
    return config;
  });

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      const body = readBody(response.data);
      if (body?.state !== false) return response;
      const { config } = response;
      if (!config.silent) {
        // The toast reads as it always has, whatever fallback the caller gave its rejection.
        const message =
          typeof body.message === "string" && body.message ? body.message : i18n.t("http.failed");
        const logId = typeof body.logId === "string" ? body.logId : undefined;
        void toastError(message, logId);
      }
      if (config.acceptFailedState) return response;
      return Promise.reject(
        answerFailure(response.status, body, config.failureText ?? i18n.t("http.failed")),
      );
    },
    (error: unknown) => {
      if (isCancel(error) || !axios.isAxiosError(error)) return Promise.reject(error);
      const config = error.config;
      const failure = toCallFailure(error);
      if (failure.status === 401 && !isAuthUrl(config?.url) && !config?.skipAuthRedirect) {
        if (!config?.silent) notify(failure);
        handleUnauthorized();
      } else if (!config?.silent) {
        notify(failure);
      }
      return Promise.reject(failure);
    },
  );

  return instance;
}

/** The app's HTTP client. */
export const http = createHttp();

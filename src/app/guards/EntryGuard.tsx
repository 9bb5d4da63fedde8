import { Button } from "@blueprintjs/core";
import { useAtomValue, useStore } from "jotai";
import { useEffect, useReducer } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router-dom";
import { peekRuntimeContext } from "../../api/hosts";
import { loginPathFor, redirectBrowser } from "../../api/navigation";
import { isExternalSso, serviceUrl, ssoLoginUrl } from "../../api/sso";
import { toastError } from "../../api/toaster";
import { ssoAuth } from "../../api/uc";
import { currentUserAtom, signedOutAtom } from "../../platform/session/atoms";
import { clearSession, sessionKey, startSession } from "../../platform/session/sessionState";
import { useSessionLoader } from "../../platform/session/useSession";
import { LoadingPage } from "../../widgets/status/LoadingPage";
import { StatusPage } from "../../widgets/status/StatusPage";
import {
  type EntryCredential,
  handoverParams,
  readEntryCredential,
  ssoQueryFor,
  stripParamsFromAddress,
  TOKEN_PARAM_STRIP_DELAY,
  withoutParams,
} from "./entryCheck";
import { InitPasswordNotice } from "./InitPasswordNotice";

/** Hand-overs already tried in this page's life (a token is used once, even if the guard remounts). */
const attempts = new Map<string, "pending" | "done" | "failed">();

/** Forgets the hand-overs tried so far (tests). */
export function resetEntryAttempts(): void {
  attempts.clear();
}

function credentialKey(credential: EntryCredential): string | null {
  return "value" in credential ? `${credential.kind}:${credential.value}` : null;
}

/**
 * The entry check of every route that is not anonymous (spec 1 §4): signs in with a token, CAS ticket or
 * OAuth code from the address; without a session goes to single sign-on or to the remembered login route
 * with `redirect`; with login status 0 goes to /resetPwdView; then loads detail, menus and method rights
 * before the shell renders, and shows the initial-password notice.
 */
export function EntryGuard() {
  const { t } = useTranslation();
  const store = useStore();
  const location = useLocation();
  const user = useAtomValue(currentUserAtom);
  const signedOut = useAtomValue(signedOutAtom);
  const loader = useSessionLoader();
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const context = peekRuntimeContext();
  const credential = readEntryCredential(new URLSearchParams(location.search), context);
  const key = credentialKey(credential);
  const actionable =
    credential.kind === "token" || ((credential.kind === "cas" || credential.kind === "oauth") && !user);
  const attempt = key ? attempts.get(key) : undefined;
  const wanted = withoutParams(location.pathname, location.search, handoverParams(context));

  // Sign in with the hand-over from the address.
  useEffect(() => {
    if (!actionable || !key || attempts.has(key)) return;
    const query = ssoQueryFor(credential, serviceUrl());
    if (!query) return;
    attempts.set(key, "pending");
    ssoAuth(query)
      .then((auth) => {
        startSession(store, auth);
        attempts.set(key, "done");
        const names =
          credential.kind === "token" ? ["token"] : credential.kind === "cas" ? ["ticket"] : ["code"];
        setTimeout(() => stripParamsFromAddress(names), TOKEN_PARAM_STRIP_DELAY);
      })
      .catch(() => {
        clearSession(store);
        attempts.set(key, "failed");
        void toastError(t("access.sso.failed"));
      })
      .finally(rerender);
  }, [actionable, key, credential, store, t]);

  // Without a session in cas/oauth mode, sign in at the SSO server.
  const ssoRedirect =
    !user && !actionable && credential.kind === "none" && isExternalSso(context) && context
      ? ssoLoginUrl(context, serviceUrl())
      : null;
  useEffect(() => {
    if (ssoRedirect) redirectBrowser(ssoRedirect);
  }, [ssoRedirect]);

  // After sign-in, load the user's detail, menus and method rights once per user.
  const userKey = sessionKey(user);
  const signedIn = !!user && Number(user.loginStatus) !== 0;
  const needsLoad =
    signedIn &&
    loader.loadedFor !== userKey &&
    loader.status !== "loading" &&
    !(loader.status === "error" && loader.errorFor === userKey);
  const load = loader.load;
  useEffect(() => {
    if (needsLoad && !(actionable && attempt !== "done" && attempt !== "failed")) void load();
  }, [needsLoad, load, actionable, attempt]);

  if (actionable && (attempt === undefined || attempt === "pending")) {
    return <LoadingPage caption={t("access.sso.signingIn")} />;
  }
  if (!user && attempt === "failed" && credential.kind !== "token") {
    const retryUrl = context ? ssoLoginUrl(context, serviceUrl()) : null;
    return (
      <StatusPage
        kind="error"
        title={t("access.sso.failed")}
        action={
          retryUrl ? (
            <Button icon="log-in" text={t("access.sso.retry")} onClick={() => redirectBrowser(retryUrl)} />
          ) : undefined
        }
      />
    );
  }
  if (!user && credential.kind === "error") {
    return <StatusPage kind="error" title={t(credential.messageKey)} />;
  }
  if (!user) {
    if (ssoRedirect) return <LoadingPage caption={t("access.sso.redirecting")} />;
    return <Navigate to={loginPathFor(signedOut ? "/" : wanted)} replace />;
  }
  if (!signedIn) {
    return (
      <Navigate
        to={`/resetPwdView?account=${encodeURIComponent(user.account)}`}
        replace
        state={{ account: user.account }}
      />
    );
  }
  if (loader.status === "error" && loader.errorFor === userKey) {
    return (
      <StatusPage
        kind="error"
        title={t("access.session.loadFailed")}
        description={loader.error ?? undefined}
        action={
          <Button icon="refresh" intent="primary" text={t("common.retry")} onClick={() => void load()} />
        }
      />
    );
  }
  if (loader.loadedFor !== userKey) {
    return <LoadingPage caption={t("access.session.loading")} />;
  }
  return (
    <>
      <Outlet />
      <InitPasswordNotice />
    </>
  );
}

export default EntryGuard;

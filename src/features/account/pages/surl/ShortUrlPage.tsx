import { Spinner } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { useStore } from "jotai";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { readLoginRoute } from "../../../../api/clientState";
import type { AuthResponse } from "../../../../api/contract";
import { toCallFailure } from "../../../../api/errors";
import { safeRedirect } from "../../../../api/navigation";
import { getLongUrlByShortUrl } from "../../../../api/portal";
import { useQueryClientHere } from "../../../../api/query/queryClientHere";
import { startSession } from "../../../../platform/session/sessionState";
import "../../../../widgets/status/status.css";

type GuestAuth = AuthResponse;

/** What a short link resolves to: where to go next (and, to open it, the guest session). */
export type ShortUrlOutcome =
  | { kind: "open"; path: string; auth: GuestAuth }
  | { kind: "message"; message: string }
  | { kind: "login" };

/**
 * Resolves /surl/{code} (spec 1 §2, CONTRACT.md §10.2): the server answers a target path and the guest
 * session itself (an AuthResponse scoped to that page; a guest token is not exchanged at /sso/auth). A
 * refusal goes to the message page; a network failure (or an answer without a session) to the login.
 */
export async function resolveShortUrl(code: string): Promise<ShortUrlOutcome> {
  let answer: Awaited<ReturnType<typeof getLongUrlByShortUrl>>;
  try {
    answer = await getLongUrlByShortUrl(`surl/${code}`);
  } catch (error) {
    const { serverMessage } = toCallFailure(error);
    if (serverMessage) return { kind: "message", message: serverMessage };
    return { kind: "login" };
  }
  if (!answer?.state || !answer.value?.guestToken) {
    return { kind: "message", message: answer?.message || "" };
  }
  const { guestToken, url, username, account, userId, expiration, loginStatus, userAttrs } = answer.value;
  if (!account || !userId || !userAttrs) return { kind: "login" };
  const auth = { token: guestToken, username, account, userId, expiration, loginStatus, userAttrs };
  return { kind: "open", path: safeRedirect(url), auth };
}

/** /surl/{code}: a short link that signs in as a guest and opens its target. */
export function ShortUrlPage() {
  const { t } = useTranslation();
  const { code = "" } = useParams();
  const navigate = useNavigate();
  const store = useStore();

  // One resolution per code at a time: a remounted page (StrictMode) shares the running one, so that
  // it does not open two guest sessions. Never refetched in place; a later visit resolves again.
  const { data: outcome } = useQuery(
    {
      queryKey: ["account", "shortUrl", code],
      queryFn: () => resolveShortUrl(code),
      gcTime: 0,
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
    useQueryClientHere(),
  );

  // Following the answer is navigation, not loading: it stays an effect.
  useEffect(() => {
    if (!outcome) return;
    if (outcome.kind === "open") {
      startSession(store, outcome.auth, Date.now(), { guest: true });
      void navigate(outcome.path, { replace: true });
    } else if (outcome.kind === "message") {
      const message = outcome.message || t("access.surl.invalid");
      void navigate(`/messageFillPage/${encodeURIComponent(message)}`, { replace: true });
    } else void navigate(readLoginRoute(), { replace: true });
  }, [outcome, navigate, store, t]);

  return (
    <div className="tessera-status tessera-status-full">
      <Spinner aria-label={t("access.surl.resolving")} />
      <span className="tessera-status-caption">{t("access.surl.resolving")}</span>
    </div>
  );
}

export default ShortUrlPage;

import { Spinner } from "@blueprintjs/core";
import { isAxiosError } from "axios";
import { useStore } from "jotai";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { readLoginRoute } from "../../../api/clientState";
import { safeRedirect } from "../../../api/navigation";
import { getLongUrlByShortUrl } from "../../../api/services/portal";
import { ssoAuth } from "../../../api/services/uc";
import { startSession } from "../../session/sessionState";
import "../status/status.css";

/** What a short link resolves to: where to go next. */
export type ShortUrlOutcome =
  | { kind: "open"; path: string }
  | { kind: "message"; message: string }
  | { kind: "login" };

/**
 * Resolves /surl/{code} (spec 1 §2, CONTRACT.md §10.2): the server answers a target path and a guest
 * token; the guest token becomes a session through /sso/auth and the user goes to the path. A refusal
 * goes to the message page; a network failure (or a refused guest token) to the normal login.
 */
export async function resolveShortUrl(
  code: string,
  begin: (auth: Awaited<ReturnType<typeof ssoAuth>>) => void,
  service: string = window.location.href,
): Promise<ShortUrlOutcome> {
  let answer: Awaited<ReturnType<typeof getLongUrlByShortUrl>>;
  try {
    answer = await getLongUrlByShortUrl(`surl/${code}`);
  } catch (error) {
    const body = isAxiosError(error)
      ? (error.response?.data as { message?: unknown } | undefined)
      : undefined;
    if (typeof body?.message === "string" && body.message) return { kind: "message", message: body.message };
    return { kind: "login" };
  }
  if (!answer?.state || !answer.value?.guestToken) {
    return { kind: "message", message: answer?.message || "" };
  }
  const { guestToken, url } = answer.value;
  try {
    begin(await ssoAuth({ ticket: guestToken, code: guestToken, service }));
  } catch {
    return { kind: "login" };
  }
  return { kind: "open", path: safeRedirect(url) };
}

/** /surl/{code}: a short link that signs in as a guest and opens its target. */
export function ShortUrlPage() {
  const { t } = useTranslation();
  const { code = "" } = useParams();
  const navigate = useNavigate();
  const store = useStore();

  useEffect(() => {
    let cancelled = false;
    resolveShortUrl(code, (auth) => {
      if (!cancelled) startSession(store, auth);
    }).then((outcome) => {
      if (cancelled) return;
      if (outcome.kind === "open") void navigate(outcome.path, { replace: true });
      else if (outcome.kind === "message") {
        const message = outcome.message || t("access.surl.invalid");
        void navigate(`/messageFillPage/${encodeURIComponent(message)}`, { replace: true });
      } else void navigate(readLoginRoute(), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [code, navigate, store, t]);

  return (
    <div className="tessera-status tessera-status-full">
      <Spinner aria-label={t("access.surl.resolving")} />
      <span className="tessera-status-caption">{t("access.surl.resolving")}</span>
    </div>
  );
}

export default ShortUrlPage;

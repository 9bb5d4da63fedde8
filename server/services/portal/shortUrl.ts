import type { CommonResult, ShortUrlAnswer } from "../../../src/api/contract";
import type { Database } from "../../db";
import { fail, ok } from "../../http/envelope";
import { pagePathOf } from "../../http/guestScope";
import { type Lang, message } from "../../http/messages";
import { openSession } from "../uc/session";
import type { TokenService } from "../uc/tokens";

/** Guest sessions of short links last at most two hours (or until the link expires, if sooner). */
const GUEST_SECONDS = 2 * 3600;

/**
 * Resolves `surl/<code>` into its target path and a guest session of the link's guest account: the
 * AuthResponse the client starts the session with, plus `url` and `guestToken` (= token). The token is
 * bound to the link and its page (see http/guestScope.ts) and cannot be exchanged at /sso/auth. State
 * false with a message when the link is unknown or expired.
 */
export async function resolveShortUrl(
  db: Database,
  tokens: TokenService,
  shortUrl: string,
  lang: Lang,
): Promise<CommonResult<ShortUrlAnswer>> {
  const code = shortUrl.replace(/^\/?surl\//, "");
  const link = await db
    .selectFrom("portal_short_url")
    .selectAll()
    .where("code", "=", code)
    .executeTakeFirst();
  if (!link) return fail(message("shortUrlMissing", lang));
  const left = link.lose_time
    ? Math.floor((new Date(link.lose_time).getTime() - Date.now()) / 1000)
    : GUEST_SECONDS;
  if (left <= 0) return fail(message("shortUrlExpired", lang));
  const guest = await db
    .selectFrom("uc_user")
    .select(["id", "account", "fullname", "tenant_id", "is_init_password"])
    .where("tenant_id", "=", link.tenant_id)
    .where("account", "=", link.guest_account)
    .where("status", "=", 1)
    .executeTakeFirst();
  if (!guest) return fail(message("shortUrlExpired", lang));
  const session = await openSession(db, tokens, guest, {
    loginStatus: 1,
    guest: { link: link.id, page: pagePathOf(link.url) },
    seconds: Math.min(left, GUEST_SECONDS),
  });
  return ok({ ...session, url: link.url, guestToken: session.token });
}

import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { AuthResponse } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { AuthUser } from "../../http/auth";
import type { TokenService } from "./tokens";

export interface SessionUser {
  id: string;
  account: string;
  fullname: string;
  tenant_id: string;
  is_init_password: boolean;
}

/**
 * Opens a session row and signs its first token; the answer is the AuthResponse of the contract. A guest
 * session names its short link (id and the page it opens), which bounds what the token may call.
 */
export async function openSession(
  db: Database,
  tokens: TokenService,
  user: SessionUser,
  opts: { loginStatus: 0 | 1; guest?: { link: string; page: string }; seconds?: number },
): Promise<AuthResponse> {
  const seconds = opts.seconds ?? tokens.expiration;
  const sid = randomUUID();
  await db
    .insertInto("uc_session")
    .values({
      id: sid,
      tenant_id: user.tenant_id,
      user_id: user.id,
      expires_at: new Date(Date.now() + seconds * 1000),
    })
    .execute();
  const token = await tokens.sign(
    {
      sub: user.account,
      tenantId: user.tenant_id,
      uid: user.id,
      sid,
      lim: opts.loginStatus === 0 || undefined,
      ...(opts.guest ? { guest: true, surl: opts.guest.link, tgt: opts.guest.page } : {}),
    },
    seconds,
  );
  return {
    token,
    username: user.fullname,
    account: user.account,
    userId: user.id,
    expiration: seconds,
    loginStatus: opts.loginStatus,
    userAttrs: {
      tenantId: user.tenant_id,
      isInitPassword: user.is_init_password,
      ...(opts.guest ? { guest: true } : {}),
    },
  };
}

/** A new token for the same session, whose expiry moves forward with it. */
export async function refreshSession(
  db: Database,
  tokens: TokenService,
  caller: AuthUser,
): Promise<{ token: string; expiration: number }> {
  await db
    .updateTable("uc_session")
    .set({ expires_at: new Date(Date.now() + tokens.expiration * 1000) })
    .where("id", "=", caller.sessionId)
    .execute();
  const token = await tokens.sign({
    sub: caller.account,
    tenantId: caller.tenantId,
    uid: caller.id,
    sid: caller.sessionId,
    lim: caller.passwordChangeOnly || undefined,
    guest: caller.guest || undefined,
  });
  return { token, expiration: tokens.expiration };
}

/** Revokes a session: every token issued for it is refused from now on. Old expired sessions are purged. */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("uc_session").set({ revoked_at: sql`now()` }).where("id", "=", sessionId).execute();
    await trx
      .deleteFrom("uc_session")
      .where("expires_at", "<", sql<Date>`now() - interval '1 day'`)
      .execute();
  });
}

import { randomUUID } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { AuthResponse } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { DB } from "../../db/schema";
import type { AuthUser } from "../../http/auth";
import { unauthorized } from "../../http/errors";
import type { TokenService } from "./tokens";

export interface SessionUser {
  id: string;
  account: string;
  fullname: string;
  tenant_id: string;
  is_init_password: boolean;
}

/** Whole seconds left before the absolute limit of a session signed in at `signedInAt`. */
function secondsLeft(tokens: TokenService, signedInAt: Date | string): number {
  const end = new Date(signedInAt).getTime() + tokens.lifetimes.absoluteSeconds * 1000;
  return Math.floor((end - Date.now()) / 1000);
}

/**
 * Opens a session row and signs its first token; the answer is the AuthResponse of the contract. A copy
 * (`parentId`, from /sso/auth) inherits its parent's sign-in time, so it ends with it at the absolute
 * limit, and is ended by its parent's sign-out. No session outlives its absolute limit (401 past it). A guest
 * session names its short link (id and the page it opens), which bounds what the token may call.
 */
export async function openSession(
  db: Database,
  tokens: TokenService,
  user: SessionUser,
  opts: { loginStatus: 0 | 1; guest?: { link: string; page: string }; seconds?: number; parentId?: string },
): Promise<AuthResponse> {
  const parent = opts.parentId
    ? await db
        .selectFrom("uc_session")
        .select("signed_in_at")
        .where("id", "=", opts.parentId)
        .executeTakeFirst()
    : undefined;
  const signedInAt = parent?.signed_in_at ?? new Date();
  const seconds = Math.min(opts.seconds ?? tokens.expiration, secondsLeft(tokens, signedInAt));
  if (seconds <= 0) throw unauthorized();
  const sid = randomUUID();
  await db
    .insertInto("uc_session")
    .values({
      id: sid,
      tenant_id: user.tenant_id,
      user_id: user.id,
      expires_at: new Date(Date.now() + seconds * 1000),
      parent_id: parent ? opts.parentId : null,
      signed_in_at: signedInAt,
    })
    .execute();
  const token = await tokens.sign(
    {
      sub: user.account,
      tenantId: user.tenant_id,
      uid: user.id,
      sid,
      gen: 0,
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

/**
 * A new token for the same session, whose expiry moves forward with it (never past the absolute limit;
 * past it the session ends and the answer is 401). A token of the current generation moves the session to
 * the next one and the old token keeps working for the refresh grace; a token of the previous generation
 * (still in its grace, e.g. a second tab refreshing at once) gets the current generation without moving it.
 */
export async function refreshSession(
  db: Database,
  tokens: TokenService,
  caller: AuthUser,
): Promise<{ token: string; expiration: number }> {
  const fresh = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("uc_session")
      .select(["signed_in_at", "generation"])
      .where("id", "=", caller.sessionId)
      .forUpdate()
      .executeTakeFirst();
    if (!row) return null;
    const seconds = Math.min(tokens.expiration, secondsLeft(tokens, row.signed_in_at));
    if (seconds <= 0) return null;
    const moveOn = caller.tokenGeneration === row.generation;
    const generation = moveOn ? row.generation + 1 : row.generation;
    const graceEnd = new Date(Date.now() + tokens.lifetimes.refreshGraceSeconds * 1000);
    await trx
      .updateTable("uc_session")
      .set({
        expires_at: new Date(Date.now() + seconds * 1000),
        ...(moveOn ? { generation, previous_until: graceEnd } : {}),
      })
      .where("id", "=", caller.sessionId)
      .execute();
    return { seconds, generation };
  });
  if (!fresh) {
    await revokeSession(db, caller.sessionId);
    throw unauthorized();
  }
  const token = await tokens.sign(
    {
      sub: caller.account,
      tenantId: caller.tenantId,
      uid: caller.id,
      sid: caller.sessionId,
      gen: fresh.generation,
      lim: caller.passwordChangeOnly || undefined,
      guest: caller.guest || undefined,
    },
    fresh.seconds,
  );
  return { token, expiration: fresh.seconds };
}

/**
 * Revokes a session and every session copied from it (recursively): their tokens are refused from now
 * on. Old expired sessions are purged.
 */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`
      WITH RECURSIVE tree (id) AS (
        SELECT id FROM uc_session WHERE id = ${sessionId}
        UNION SELECT s.id FROM uc_session s JOIN tree ON s.parent_id = tree.id
      )
      UPDATE uc_session SET revoked_at = now()
      WHERE id IN (SELECT id FROM tree) AND revoked_at IS NULL`.execute(trx);
    await trx
      .deleteFrom("uc_session")
      .where("expires_at", "<", sql<Date>`now() - interval '1 day'`)
      .execute();
  });
}

/** Revokes every live session of a user except `keepSessionId` (after a password change or reset). */
export async function endOtherSessions(
  trx: Transaction<DB>,
  userId: string,
  keepSessionId: string | null,
): Promise<void> {
  let query = trx
    .updateTable("uc_session")
    .set({ revoked_at: sql`now()` })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (keepSessionId) query = query.where("id", "<>", keepSessionId);
  await query.execute();
}

import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { type Database, sessionChangesOf } from "../db";
import type { TokenClaims, TokenService } from "../services/uc/tokens";
import { forbidden, HttpError, unauthorized } from "./errors";
import { type GuestScope, guestMayCall } from "./guestScope";
import { type Lang, langOf } from "./messages";

/** The signed-in caller, as every route sees it. */
export interface AuthUser {
  id: string;
  account: string;
  /** The user's full name (read with the session, so routes need no second lookup). */
  fullname: string;
  tenantId: string;
  sessionId: string;
  /** The session generation of the caller's token (see refreshSession). */
  tokenGeneration: number;
  /** The token may only be used to change the password (loginStatus 0). */
  passwordChangeOnly: boolean;
  guest: boolean;
  /** For a guest: the page its short link opens (its scope, see guestScope.ts). */
  guestPage?: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** required (default): a valid token; optional: use it when present; anonymous: ignore it. */
    auth?: "required" | "optional" | "anonymous";
    /** A method-authority alias the caller must hold (checked here, not only hidden in the UI). */
    right?: string;
    /** A password-change-only token may call this route. */
    passwordChangeAllowed?: boolean;
    /** A short-link guest token may call this route: on every page (true) or on these pages only. */
    guest?: GuestScope;
  }
  interface FastifyRequest {
    user?: AuthUser;
    lang: Lang;
  }
}

/** The Bearer token of a request, or undefined. */
export function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith("Bearer ")) return undefined;
  return header.slice(7).trim() || undefined;
}

// A token's signature and claims never change, so a token that verified once is remembered (per token
// service, i.e. per secret) until its `exp`: the HMAC check through WebCrypto is not repeated on every
// request. Revocation and sign-out still take effect at once: the session row is read again (or, on PGlite,
// its kept answer dropped) after any change to it (resolveToken).
const verifiedTokens = new WeakMap<TokenService, Map<string, { claims: TokenClaims; exp: number }>>();
export const VERIFIED_LIMIT = 5000;

/**
 * The claims of a valid, unexpired token (verified once, then remembered until it expires), or null. At most
 * VERIFIED_LIMIT tokens per token service are remembered; the oldest is forgotten first.
 */
export async function claimsOf(tokens: TokenService, token: string): Promise<TokenClaims | null> {
  let known = verifiedTokens.get(tokens);
  if (!known) {
    known = new Map();
    verifiedTokens.set(tokens, known);
  }
  const now = Math.floor(Date.now() / 1000);
  const hit = known.get(token);
  if (hit) {
    if (hit.exp > now) return hit.claims;
    known.delete(token);
    return null;
  }
  const claims = await tokens.verify(token);
  if (!claims) return null;
  // verify refuses a token without `exp` or past it, so every verified token can be remembered until then.
  if (known.size >= VERIFIED_LIMIT) known.delete(known.keys().next().value as string);
  known.set(token, { claims, exp: claims.exp });
  return claims;
}

// The sessions a token was found live in, per database, on PGlite only (issue 16): one process owns the data
// directory, and every committed change to a session or user row moves `sessionChangesOf(db).count` before
// the changing caller resumes (migration 0035's triggers, heard in process), so an entry is used only while
// that count is the one it was read at, and only until the row's own expiry (and grace) pass. A sign-out,
// a password change, an admin disabling a user, any UPDATE of those rows is seen by the next request. On
// PostgreSQL several servers share the rows, so each request reads its session (no in-process session).
interface LiveSession {
  user: AuthUser;
  /** sessionChangesOf(db).count when the row was read. */
  changes: number;
  /** Epoch ms after which the row's own conditions must be read again (expires_at, or the grace's end). */
  until: number;
}
const liveSessions = new WeakMap<Database, Map<string, LiveSession>>();
const LIVE_LIMIT = 5000;

/**
 * The caller a token stands for: valid signature, live session, active user, and the session's current
 * token generation (or the previous one within its grace after a refresh); null otherwise. One indexed
 * query (session by primary key joined to its user), which also yields the user's full name; on PGlite the
 * answer is kept until a session or user row changes (above).
 */
export async function resolveToken(
  db: Database,
  tokens: TokenService,
  token: string,
): Promise<AuthUser | null> {
  const claims = await claimsOf(tokens, token);
  if (!claims) return null;
  const changes = sessionChangesOf(db);
  let known = changes ? liveSessions.get(db) : undefined;
  if (changes && !known) {
    known = new Map();
    liveSessions.set(db, known);
  }
  const seen = changes?.count;
  const hit = known?.get(token);
  if (hit) {
    if (hit.changes === seen && Date.now() < hit.until) return { ...hit.user };
    // Stryker disable next-line OptionalChaining: a hit was found in `known`, so it is there
    known?.delete(token);
  }
  const generation = claims.gen ?? 0;
  const live = await db
    .selectFrom("uc_session as s")
    .innerJoin("uc_user as u", "u.id", "s.user_id")
    .select(["u.id", "u.fullname", "s.generation", "s.expires_at", "s.previous_until"])
    .where("s.id", "=", claims.sid)
    .where("s.user_id", "=", claims.uid)
    .where("s.tenant_id", "=", claims.tenantId)
    .whereRef("u.tenant_id", "=", "s.tenant_id")
    .where("s.revoked_at", "is", null)
    .where("s.expires_at", ">", sql<Date>`now()`)
    .where("u.status", "=", 1)
    .where((eb) =>
      eb.or([
        eb("s.generation", "=", generation),
        eb.and([eb("s.generation", "=", generation + 1), eb("s.previous_until", ">", sql<Date>`now()`)]),
      ]),
    )
    .executeTakeFirst();
  if (!live) return null;
  const user: AuthUser = {
    id: claims.uid,
    account: claims.sub,
    fullname: live.fullname,
    tenantId: claims.tenantId,
    sessionId: claims.sid,
    tokenGeneration: generation,
    passwordChangeOnly: claims.lim === true,
    guest: claims.guest === true,
    // Stryker disable next-line StringLiteral: every guest token names its page; any other text opens no page either
    ...(claims.guest ? { guestPage: claims.tgt ?? "" } : {}),
  };
  // Kept only when no session or user row changed while it was read (a change then would be missed).
  if (known && seen !== undefined && seen === changes?.count) {
    const expires = new Date(live.expires_at).getTime();
    const grace = live.generation === generation ? expires : new Date(live.previous_until ?? 0).getTime();
    if (known.size >= LIVE_LIMIT) known.delete(known.keys().next().value as string);
    known.set(token, { user: { ...user }, changes: seen, until: Math.min(expires, grace) });
  }
  return user;
}

/** Method aliases granted to a user: all of the tenant's for system administrators, else through roles. */
export async function grantedMethods(
  db: Database,
  user: { id: string; tenantId: string },
): Promise<string[]> {
  const admin = await isSysAdmin(db, user.id);
  let query = db
    .selectFrom("sys_method as m")
    .select("m.alias")
    .distinct()
    .where("m.tenant_id", "=", user.tenantId);
  if (!admin) {
    query = query
      .innerJoin("sys_method_role as mr", "mr.method_id", "m.id")
      .innerJoin("uc_user_role as ur", "ur.role_id", "mr.role_id")
      .where("ur.user_id", "=", user.id);
  }
  return (await query.orderBy("m.alias").execute()).map((r) => r.alias);
}

/** True when the user holds the sysAdmin role of their tenant. */
export async function isSysAdmin(db: Database, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("uc_user_role as ur")
    .innerJoin("uc_role as r", "r.id", "ur.role_id")
    .select("r.id")
    .where("ur.user_id", "=", userId)
    .where("r.alias", "=", "sysAdmin")
    .executeTakeFirst();
  return Boolean(row);
}

/** Adds the authentication and method-right check to every route registered in `app` (an API scope). */
export function registerAuth(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.addHook("onRequest", async (request) => {
    const config = request.routeOptions.config ?? {};
    // Stryker disable next-line StringLiteral: every mode but optional and anonymous is required
    const mode = config.auth ?? "required";
    if (mode === "anonymous") return;
    const token = bearerOf(request);
    const user = token ? await resolveToken(db, tokens, token) : null;
    if (!user) {
      if (mode === "optional" && !token) return;
      throw unauthorized();
    }
    if (user.guest && !guestMayCall(config.guest, user.guestPage)) {
      // Outside its scope a guest token is refused; where a token is optional it is answered as anonymous.
      if (mode === "optional") return;
      throw forbidden("guestForbidden");
    }
    request.user = user;
    if (user.passwordChangeOnly && !config.passwordChangeAllowed)
      throw new HttpError(403, "pwdChangeRequired");
    if (config.right) {
      const granted = await grantedMethods(db, user);
      if (!granted.includes(config.right)) throw forbidden();
    }
  });
}

/** The signed-in caller of a route whose auth is required (throws 401 otherwise). */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export { langOf };

import type { AuthResponse } from "../../../src/api/contract";
import type { Database } from "../../db";
import { isSysAdmin } from "../../http/auth";
import { badRequest, HttpError } from "../../http/errors";
import { assertNotLocked, clearFailures, type LockoutPolicy, recordFailure } from "./lockout";
import { checkPasswordStrategy, verifyDummy, verifyPassword } from "./password";
import { openSession } from "./session";
import type { TokenService } from "./tokens";

/** Decodes the Base64 password of /auth strictly (spec 1 §7); anything that is not Base64 is a 400. */
export function decodePassword(encoded: string): string {
  const bytes = Buffer.from(encoded, "base64");
  if (bytes.toString("base64").replace(/=+$/, "") !== encoded.replace(/=+$/, "")) {
    throw badRequest("badPasswordEncoding");
  }
  return bytes.toString("utf8");
}

/** The enabled tenant of a login: by id, else by code, else the platform tenant. */
export async function tenantForLogin(db: Database, tenantId?: string, tenantCode?: string) {
  let query = db.selectFrom("uc_tenant").select(["id", "code", "status"]);
  if (tenantId) query = query.where("id", "=", tenantId);
  else query = query.where("code", "=", tenantCode || "platform");
  const tenant = await query.executeTakeFirst();
  if (tenant?.status !== "enable") throw new HttpError(400, "tenantUnknown");
  return tenant;
}

/**
 * Signs a user in: lockout check of the (account, client address) pair, password verification
 * (argon2id), status check, strategy check. loginStatus 0 when the password is the initial one or breaks
 * the tenant's strategy (admins exempt).
 */
export async function login(
  db: Database,
  tokens: TokenService,
  policy: LockoutPolicy,
  input: { tenantId: string; account: string; password: string; address: string },
): Promise<AuthResponse> {
  const { tenantId, account, password } = input;
  const pair = { tenantId, account, kind: "signin", address: input.address } as const;
  await assertNotLocked(db, policy, pair, "tooManyFailures");
  const user = await db
    .selectFrom("uc_user")
    .selectAll()
    .where("tenant_id", "=", tenantId)
    .where("account", "=", account)
    .executeTakeFirst();
  let passwordOk = false;
  if (user) passwordOk = await verifyPassword(user.password_hash, password);
  else await verifyDummy(password);
  if (!user || !passwordOk) {
    await recordFailure(db, pair);
    throw new HttpError(401, "badCredentials");
  }
  if (user.status !== 1) throw new HttpError(403, "userDisabled");
  await clearFailures(db, pair);
  const loginStatus = (await mustChangePassword(db, user, password)) ? 0 : 1;
  return openSession(db, tokens, user, { loginStatus });
}

/** True when a non-admin's password is the initial one, too old, or breaks the enabled strategy. */
async function mustChangePassword(
  db: Database,
  user: { id: string; tenant_id: string; is_init_password: boolean; pwd_create_time: Date },
  password: string,
): Promise<boolean> {
  if (await isSysAdmin(db, user.id)) return false;
  if (user.is_init_password) return true;
  const strategy = await db
    .selectFrom("uc_pwd_strategy")
    .selectAll()
    .where("tenant_id", "=", user.tenant_id)
    .executeTakeFirst();
  if (!strategy?.enable) return false;
  if (password === strategy.init_pwd) return true;
  if (checkPasswordStrategy(password, strategy)) return true;
  if (strategy.duration > 0) {
    const age = Date.now() - new Date(user.pwd_create_time).getTime();
    if (age > strategy.duration * 86_400_000) return true;
  }
  return false;
}

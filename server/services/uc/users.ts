import type { CommonResult, UserDetail, UserInfo } from "../../../src/api/contract";
import type { Database } from "../../db";
import { fail, ok } from "../../http/envelope";
import { notFound } from "../../http/errors";
import { localizeColumn } from "../../http/locale";
import { type Lang, message } from "../../http/messages";
import { assertNotLocked, clearFailures, type LockoutPolicy, recordFailure } from "./lockout";
import { checkPasswordStrategy, hashPassword, verifyPassword } from "./password";
import { endOtherSessions } from "./session";

/** Who reads the directory: contact fields (mobile, e-mail) go only to signed-in staff, never to a guest. */
export interface DirectoryReader {
  tenantId: string;
  guest: boolean;
}

/** The public fields of a user row; the contact fields only when `contacts`. */
function userInfo(
  u: {
    id: string;
    fullname: string;
    account: string;
    mobile: string | null;
    email: string | null;
    sex: string | null;
    status: number;
    address: string | null;
  },
  contacts: boolean,
): UserInfo {
  const info: UserInfo = { id: u.id, fullname: u.fullname, account: u.account, status: u.status };
  if (contacts && u.mobile) info.mobile = u.mobile;
  if (contacts && u.email) info.email = u.email;
  if (u.sex) info.sex = u.sex;
  if (u.address) info.address = u.address;
  return info;
}

/** A user of the reader's tenant by account, or undefined. */
export async function userByAccount(
  db: Database,
  reader: DirectoryReader,
  account: string,
): Promise<UserInfo | undefined> {
  const row = await db
    .selectFrom("uc_user")
    .selectAll()
    .where("tenant_id", "=", reader.tenantId)
    .where("account", "=", account)
    .executeTakeFirst();
  return row ? userInfo(row, !reader.guest) : undefined;
}

/**
 * User, roles, posts and orgs (isMaster marked) of a user of the reader's tenant, by account or id; 404
 * otherwise.
 */
export async function userDetail(
  db: Database,
  reader: DirectoryReader,
  by: { account?: string; id?: string },
  lang: Lang = "zh-CN",
): Promise<UserDetail> {
  const { tenantId } = reader;
  let query = db.selectFrom("uc_user").selectAll().where("tenant_id", "=", tenantId);
  query = by.id ? query.where("id", "=", by.id) : query.where("account", "=", by.account ?? "");
  const user = await query.executeTakeFirst();
  if (!user) throw notFound("userNotFound");
  const [roles, posts, orgs] = await Promise.all([
    db
      .selectFrom("uc_user_role as ur")
      .innerJoin("uc_role as r", "r.id", "ur.role_id")
      .select(["r.name", "r.alias"])
      .where("ur.user_id", "=", user.id)
      .where("r.tenant_id", "=", tenantId)
      .orderBy("r.alias")
      .execute(),
    db
      .selectFrom("uc_user_post as up")
      .innerJoin("uc_post as p", "p.id", "up.post_id")
      .innerJoin("uc_org as o", "o.id", "p.org_id")
      .select(["p.id", "p.name", "p.code", "o.path_name", "o.label_i18n"])
      .where("up.user_id", "=", user.id)
      .where("p.tenant_id", "=", tenantId)
      .orderBy("p.code")
      .execute(),
    db
      .selectFrom("uc_user_org as uo")
      .innerJoin("uc_org as o", "o.id", "uo.org_id")
      .select(["o.id", "o.name", "o.code", "o.path_name", "o.label_i18n", "uo.is_master"])
      .where("uo.user_id", "=", user.id)
      .where("o.tenant_id", "=", tenantId)
      .orderBy("uo.is_master", "desc")
      .execute(),
  ]);
  return {
    user: userInfo(user, !reader.guest),
    // A role name may hold several names joined by | (spec 1 §3); each becomes its own entry.
    role: roles.flatMap((r) => r.name.split("|").map((roleName) => ({ roleName, alias: r.alias }))),
    post: posts.map((p) => ({
      postId: p.id,
      postName: p.name,
      postCode: p.code,
      pathName: `${localizeColumn(p, "path_name", lang)}/${p.name}`,
    })),
    org: orgs.map((o) => ({
      orgId: o.id,
      // Department names are configured labels (uc_org.label_i18n), answered in the request language.
      orgName: localizeColumn(o, "name", lang) ?? o.name,
      orgCode: o.code,
      pathName: localizeColumn(o, "path_name", lang) ?? o.path_name,
      isMaster: o.is_master ? 1 : 0,
    })),
  };
}

/**
 * Changes the caller's password: the old one must match (wrong guesses are counted per account and
 * locked like sign-in, 429), the new one must pass the tenant's strategy (or the 6-character minimum
 * without one), differ from the old and from the initial password. Every other session of the user ends;
 * the caller's stays.
 */
export async function changePassword(
  db: Database,
  policy: LockoutPolicy,
  caller: { id: string; account: string; tenantId: string; sessionId: string },
  input: { oldPwd: string; newPwd: string },
  lang: Lang,
): Promise<CommonResult<unknown>> {
  const guesses = {
    tenantId: caller.tenantId,
    account: caller.account,
    kind: "password",
    address: "",
  } as const;
  await assertNotLocked(db, policy, guesses, "tooManyPwdFailures");
  const user = await db
    .selectFrom("uc_user")
    .select(["id", "password_hash"])
    .where("id", "=", caller.id)
    .where("tenant_id", "=", caller.tenantId)
    .executeTakeFirst();
  if (!user) throw notFound("userNotFound");
  if (!(await verifyPassword(user.password_hash, input.oldPwd))) {
    await recordFailure(db, guesses);
    return fail(message("oldPwdWrong", lang));
  }
  await clearFailures(db, guesses);
  const strategy = await db
    .selectFrom("uc_pwd_strategy")
    .selectAll()
    .where("tenant_id", "=", caller.tenantId)
    .executeTakeFirst();
  const broken = checkPasswordStrategy(
    input.newPwd,
    strategy ?? { enable: false, pwd_rule: 1, pwd_length: 6 },
  );
  if (broken) return fail(message(broken.key, lang, broken.n ? { n: broken.n } : {}));
  if (input.newPwd === input.oldPwd) return fail(message("pwdSameAsOld", lang));
  if (strategy && input.newPwd === strategy.init_pwd) return fail(message("pwdIsInitial", lang));
  const passwordHash = await hashPassword(input.newPwd);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("uc_user")
      .set({ password_hash: passwordHash, pwd_create_time: new Date(), is_init_password: false })
      .where("id", "=", user.id)
      .execute();
    await endOtherSessions(trx, user.id, caller.sessionId);
  });
  return ok(undefined, message("pwdChanged", lang));
}

import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db";
import type { DB } from "../../db/schema";

/** A database handle or an open transaction: engine reads work on both. */
export type Db = Database | Transaction<DB> | Kysely<DB>;

/** Who a user is for the engine: roles, posts and orgs (uc_user_role, uc_user_post, uc_user_org). */
export interface UserIdentities {
  userId: string;
  fullname: string;
  roleIds: string[];
  roleAliases: string[];
  postIds: string[];
  postCodes: string[];
  orgIds: string[];
  /** The user's master org (is_master), else the first org; null when the user belongs to none. */
  masterOrgId: string | null;
}

/** The identities of a user of a tenant; empty lists (and fullname "") when the user is not in the tenant. */
export async function userIdentities(db: Db, tenantId: string, userId: string): Promise<UserIdentities> {
  const [user, roles, posts, orgs] = await Promise.all([
    db
      .selectFrom("uc_user")
      .select("fullname")
      .where("id", "=", userId)
      .where("tenant_id", "=", tenantId)
      .executeTakeFirst(),
    db
      .selectFrom("uc_user_role as ur")
      .innerJoin("uc_role as r", "r.id", "ur.role_id")
      .select(["r.id", "r.alias"])
      .where("ur.user_id", "=", userId)
      .where("r.tenant_id", "=", tenantId)
      .orderBy("r.alias")
      .execute(),
    db
      .selectFrom("uc_user_post as up")
      .innerJoin("uc_post as p", "p.id", "up.post_id")
      .select(["p.id", "p.code"])
      .where("up.user_id", "=", userId)
      .where("p.tenant_id", "=", tenantId)
      .orderBy("p.code")
      .execute(),
    db
      .selectFrom("uc_user_org as uo")
      .innerJoin("uc_org as o", "o.id", "uo.org_id")
      .select(["o.id", "uo.is_master"])
      .where("uo.user_id", "=", userId)
      .where("o.tenant_id", "=", tenantId)
      .orderBy("o.id")
      .execute(),
  ]);
  if (!user) {
    return {
      userId,
      fullname: "",
      roleIds: [],
      roleAliases: [],
      postIds: [],
      postCodes: [],
      orgIds: [],
      masterOrgId: null,
    };
  }
  return {
    userId,
    fullname: user.fullname,
    roleIds: roles.map((r) => r.id),
    roleAliases: roles.map((r) => r.alias),
    postIds: posts.map((p) => p.id),
    postCodes: posts.map((p) => p.code),
    orgIds: orgs.map((o) => o.id),
    masterOrgId: (orgs.find((o) => o.is_master) ?? orgs[0])?.id ?? null,
  };
}

/** True when the user holds the tenant's sysAdmin role. */
export async function isTenantAdmin(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom("uc_user_role as ur")
    .innerJoin("uc_role as r", "r.id", "ur.role_id")
    .select("r.id")
    .where("ur.user_id", "=", userId)
    .where("r.tenant_id", "=", tenantId)
    .where("r.alias", "=", "sysAdmin")
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * Whether a user may start the flow `defKey` (spec 2 §5/§6): a system administrator always may; anyone
 * else needs a bpm_def_right row of type everyone, or user/role (alias)/org/post (code) matching them.
 */
export async function hasStartRight(
  db: Db,
  tenantId: string,
  userId: string,
  isAdmin: boolean,
  defKey: string,
): Promise<boolean> {
  if (isAdmin) return true;
  const rights = await db
    .selectFrom("bpm_def_right")
    .select(["right_type", "identity_id"])
    .where("tenant_id", "=", tenantId)
    .where("def_key", "=", defKey)
    .execute();
  if (rights.length === 0) return false;
  if (rights.some((r) => r.right_type === "everyone")) return true;
  const me = await userIdentities(db, tenantId, userId);
  if (!me.fullname) return false;
  return rights.some((r) => {
    switch (r.right_type) {
      case "user":
        return r.identity_id === userId;
      case "role":
        return me.roleAliases.includes(r.identity_id);
      case "org":
        return me.orgIds.includes(r.identity_id);
      case "post":
        return me.postCodes.includes(r.identity_id);
      default:
        return false;
    }
  });
}

/** True when a secretary record's def_keys (comma list, null/empty = every flow) covers `defKey`. */
export function secretaryCovers(defKeys: string | null, defKey: string): boolean {
  if (!defKeys?.trim()) return true;
  return defKeys
    .split(",")
    .map((k) => k.trim())
    .includes(defKey);
}

/**
 * Leaders the user may start `defKey` for (spec 2 §2.6): enabled bpm_secretary rows where the user is the
 * secretary and the record covers the flow. Ordered by leader name; one entry per leader.
 */
export async function startableLeaders(
  db: Db,
  tenantId: string,
  userId: string,
  defKey: string,
): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom("bpm_secretary")
    .select(["leader_id", "leader_name", "def_keys"])
    .where("tenant_id", "=", tenantId)
    .where("secretary_id", "=", userId)
    .where("is_enabled", "=", 1)
    .orderBy("leader_name")
    .orderBy("leader_id")
    .execute();
  const seen = new Set<string>();
  const leaders: { id: string; name: string }[] = [];
  for (const r of rows) {
    if (seen.has(r.leader_id) || !secretaryCovers(r.def_keys, defKey)) continue;
    seen.add(r.leader_id);
    leaders.push({ id: r.leader_id, name: r.leader_name });
  }
  return leaders;
}

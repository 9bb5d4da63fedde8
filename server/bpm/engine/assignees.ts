import type { AssigneeRule } from "./definitionTypes";
import type { Db } from "./identities";

/** A resolved person a task is offered to. */
export interface Assignee {
  id: string;
  name: string;
}

/** Who the rules are read against: the instance's starter and the org they started from. */
export interface AssigneeContext {
  tenantId: string;
  starterId: string;
  /** The starter's org for this instance (create_org_id); the starter's master org when null. */
  starterOrgId: string | null;
}

/** The org an instance was started from: the given one, else the starter's master org. */
async function starterOrg(db: Db, ctx: AssigneeContext): Promise<string | null> {
  if (ctx.starterOrgId) return ctx.starterOrgId;
  const row = await db
    .selectFrom("uc_user_org as uo")
    .innerJoin("uc_org as o", "o.id", "uo.org_id")
    .select("o.id")
    .where("uo.user_id", "=", ctx.starterId)
    .where("o.tenant_id", "=", ctx.tenantId)
    .orderBy("uo.is_master", "desc")
    .orderBy("o.id")
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Resolves a node's assignee rules to active users of the tenant (user ids, role aliases, post codes,
 * org ids, the starter, the starter's department manager: holders of a manager post in the starter's
 * org). The rules add up; the result has each person once, ordered by name then id.
 */
export async function resolveAssignees(
  db: Db,
  ctx: AssigneeContext,
  rules: AssigneeRule[],
): Promise<Assignee[]> {
  const userIds = new Set<string>();
  const roles = new Set<string>();
  const posts = new Set<string>();
  const orgs = new Set<string>();
  let managerOf = false;
  for (const rule of rules) {
    if (rule.type === "user") for (const id of rule.ids) userIds.add(id);
    else if (rule.type === "role") for (const a of rule.aliases) roles.add(a);
    else if (rule.type === "post") for (const c of rule.codes) posts.add(c);
    else if (rule.type === "org") for (const id of rule.ids) orgs.add(id);
    else if (rule.type === "starter") userIds.add(ctx.starterId);
    else if (rule.type === "starterManager") managerOf = true;
  }
  const managerOrg = managerOf ? await starterOrg(db, ctx) : null;
  const rows = await db
    .selectFrom("uc_user as u")
    .select(["u.id", "u.fullname"])
    .where("u.tenant_id", "=", ctx.tenantId)
    .where("u.status", "=", 1)
    .where((eb) => {
      const any = [];
      if (userIds.size > 0) any.push(eb("u.id", "in", [...userIds]));
      if (roles.size > 0)
        any.push(
          eb(
            "u.id",
            "in",
            eb
              .selectFrom("uc_user_role as ur")
              .innerJoin("uc_role as r", "r.id", "ur.role_id")
              .select("ur.user_id")
              .where("r.tenant_id", "=", ctx.tenantId)
              .where("r.alias", "in", [...roles]),
          ),
        );
      if (posts.size > 0)
        any.push(
          eb(
            "u.id",
            "in",
            eb
              .selectFrom("uc_user_post as up")
              .innerJoin("uc_post as p", "p.id", "up.post_id")
              .select("up.user_id")
              .where("p.tenant_id", "=", ctx.tenantId)
              .where("p.code", "in", [...posts]),
          ),
        );
      if (orgs.size > 0)
        any.push(
          eb(
            "u.id",
            "in",
            eb
              .selectFrom("uc_user_org as uo")
              .select("uo.user_id")
              .where("uo.org_id", "in", [...orgs]),
          ),
        );
      if (managerOrg)
        any.push(
          eb(
            "u.id",
            "in",
            eb
              .selectFrom("uc_user_post as up")
              .innerJoin("uc_post as p", "p.id", "up.post_id")
              .select("up.user_id")
              .where("p.tenant_id", "=", ctx.tenantId)
              .where("p.org_id", "=", managerOrg)
              .where("p.is_manager", "=", true),
          ),
        );
      return any.length > 0 ? eb.or(any) : eb.val(false);
    })
    .orderBy("u.fullname")
    .orderBy("u.id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.fullname }));
}

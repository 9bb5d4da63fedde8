import type { Database } from "../../db";

/** What a user's home depends on: the role aliases, the orgs (the master first) and the master org. */
export interface HomeUser {
  id: string;
  tenantId: string;
  roles: string[];
  orgIds: string[];
  masterOrgId: string | undefined;
}

/** Reads the roles and orgs of a signed-in user (two indexed queries, run together). */
export async function homeUserOf(db: Database, user: { id: string; tenantId: string }): Promise<HomeUser> {
  const [roles, orgs] = await Promise.all([
    db
      .selectFrom("uc_user_role as ur")
      .innerJoin("uc_role as r", "r.id", "ur.role_id")
      .select("r.alias")
      .where("ur.user_id", "=", user.id)
      .where("r.tenant_id", "=", user.tenantId)
      .execute(),
    db
      .selectFrom("uc_user_org as uo")
      .innerJoin("uc_org as o", "o.id", "uo.org_id")
      .select(["o.id", "uo.is_master"])
      .where("uo.user_id", "=", user.id)
      .where("o.tenant_id", "=", user.tenantId)
      .orderBy("uo.is_master", "desc")
      .orderBy("o.id")
      .execute(),
  ]);
  const master = orgs.find((o) => o.is_master) ?? orgs[0];
  return {
    id: user.id,
    tenantId: user.tenantId,
    roles: roles.map((r) => r.alias),
    orgIds: orgs.map((o) => o.id),
    masterOrgId: master?.id,
  };
}

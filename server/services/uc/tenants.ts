import type { Selectable } from "kysely";
import type { PageList, QueryFilter, Tenant } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { TenantTable } from "../../db/schema";
import { grantedMethods } from "../../http/auth";
import { type FilterWhitelist, runPaged } from "../../http/queryFilter";

const TENANT_FILTERS: FilterWhitelist = {
  name_: { column: "t.name", type: "text" },
  name: { column: "t.name", type: "text" },
  code_: { column: "t.code", type: "text" },
  code: { column: "t.code", type: "text" },
  status_: { column: "t.status", type: "text" },
  status: { column: "t.status", type: "text" },
};

/** The tenant columns the contract shape is made of. */
type TenantRow = Omit<Selectable<TenantTable>, "create_time">;

/** The contract shape of a tenant row; null fields are left out. */
export function tenantOf(row: TenantRow): Tenant {
  const t: Tenant = { id: row.id, code: row.code, name: row.name, status: row.status as Tenant["status"] };
  if (row.name_front) t.nameFront = row.name_front;
  if (row.ico) t.ico = row.ico;
  if (row.front_logo) t.frontLogo = row.front_logo;
  if (row.description) t.desc = row.description;
  return t;
}

const columns = [
  "t.id",
  "t.code",
  "t.name",
  "t.name_front",
  "t.status",
  "t.ico",
  "t.front_logo",
  "t.description",
] as const;

/** The tenant of a code (any status, so the login page can say it is disabled), or undefined. */
export async function tenantByCode(db: Database, code: string): Promise<Tenant | undefined> {
  const row = await db
    .selectFrom("uc_tenant as t")
    .select(columns)
    .where("t.code", "=", code)
    .executeTakeFirst();
  return row ? tenantOf(row) : undefined;
}

/** True when the caller may see tenants other than their own: platform users with the tenantManage right. */
async function seesAllTenants(db: Database, caller: { id: string; tenantId: string }): Promise<boolean> {
  if (caller.tenantId !== "t-platform") return false;
  return (await grantedMethods(db, caller)).includes("tenantManage");
}

/** A tenant by id, if the caller may see it. */
export async function tenantById(db: Database, caller: { id: string; tenantId: string }, id: string) {
  if (id !== caller.tenantId && !(await seesAllTenants(db, caller))) return undefined;
  const row = await db.selectFrom("uc_tenant as t").select(columns).where("t.id", "=", id).executeTakeFirst();
  return row ? tenantOf(row) : undefined;
}

/** The tenants the caller may see, filtered and paged (page 1, size 20 by default). */
export async function listTenants(
  db: Database,
  caller: { id: string; tenantId: string },
  filter: QueryFilter,
): Promise<PageList<Tenant>> {
  let query = db.selectFrom("uc_tenant as t").select(columns);
  if (!(await seesAllTenants(db, caller))) query = query.where("t.id", "=", caller.tenantId);
  const page = await runPaged(query, filter, {
    whitelist: TENANT_FILTERS,
    defaultPageSize: 20,
    defaultSort: [["t.code", "ASC"]],
  });
  return { ...page, rows: page.rows.map(tenantOf) };
}

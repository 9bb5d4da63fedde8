import type { Database } from "../../db";
import { type FilterWhitelist, whereOf } from "../../http/queryFilter";

/** What a column's display rights name: role aliases, org ids or user ids (server/services/home/columns.ts). */
export type RightKind = "role" | "org" | "user";

/** One pickable value of a display right: `id` is what the rights store, `name` what a configurer reads. */
export interface RightOption {
  id: string;
  name: string;
  /** The role alias, org code or user account. */
  code?: string;
  /** An org's names from the root, "Tessera 集团/研发部". */
  path?: string;
}

/** How many options a search answers at most. */
export const RIGHT_OPTIONS_LIMIT = 50;
/** How many stored values one `ids` look-up resolves at most. */
export const RIGHT_IDS_MAX = 200;

// The search goes through the one QueryFilter → SQL module (escaped LIKE wildcards, bound values).
const SEARCH: Record<RightKind, FilterWhitelist> = {
  role: { name: { column: "t.name", type: "text" }, code: { column: "t.alias", type: "text" } },
  org: { name: { column: "t.name", type: "text" }, code: { column: "t.code", type: "text" } },
  user: { name: { column: "t.fullname", type: "text" }, code: { column: "t.account", type: "text" } },
};

/** The WHERE of a search: name OR code contains the text (case-insensitive); none for a blank text. */
function searchOf(kind: RightKind, text: string) {
  if (!text) return undefined;
  return whereOf(
    {
      querys: ["name", "code"].map((property) => ({
        property,
        value: text,
        operation: "LIKE" as const,
        relation: "OR" as const,
        group: "search",
      })),
    },
    SEARCH[kind],
  );
}

/** Options of one kind from the tenant's roles, orgs or users: by `ids` when given, else searched by `query`. */
export async function rightOptions(
  db: Database,
  tenantId: string,
  kind: RightKind,
  params: { query?: string; ids?: string[] },
): Promise<RightOption[]> {
  const ids = params.ids ?? [];
  const resolving = ids.length > 0;
  const where = resolving ? undefined : searchOf(kind, (params.query ?? "").trim());
  const limit = resolving ? ids.length : RIGHT_OPTIONS_LIMIT;
  if (kind === "role") {
    let q = db
      .selectFrom("uc_role as t")
      .select(["t.alias as id", "t.name", "t.alias as code"])
      .where("t.tenant_id", "=", tenantId);
    if (resolving) q = q.where("t.alias", "in", ids);
    if (where) q = q.where(where);
    return q.orderBy("t.name").orderBy("t.alias").limit(limit).execute();
  }
  if (kind === "org") {
    let q = db
      .selectFrom("uc_org as t")
      .select(["t.id", "t.name", "t.code", "t.path_name as path"])
      .where("t.tenant_id", "=", tenantId);
    if (resolving) q = q.where("t.id", "in", ids);
    if (where) q = q.where(where);
    return q.orderBy("t.name").orderBy("t.id").limit(limit).execute();
  }
  let q = db
    .selectFrom("uc_user as t")
    .select(["t.id", "t.fullname as name", "t.account as code"])
    .where("t.tenant_id", "=", tenantId);
  if (resolving) q = q.where("t.id", "in", ids);
  if (where) q = q.where(where);
  return q.orderBy("t.fullname").orderBy("t.id").limit(limit).execute();
}

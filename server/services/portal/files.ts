import type { Selectable } from "kysely";
import type { Database } from "../../db";
import type { SysFileTable } from "../../db/schema";

/** What a download needs of a stored file. */
export type StoredFile = Pick<Selectable<SysFileTable>, "name" | "mime" | "content">;

/** A file by id: public files (logos) for anyone, others only within the caller's tenant. */
export async function fileById(
  db: Database,
  fileId: string,
  caller?: { tenantId: string },
): Promise<StoredFile | undefined> {
  const row = await db
    .selectFrom("sys_file")
    .select(["name", "mime", "content", "is_public", "tenant_id"])
    .where("id", "=", fileId)
    .executeTakeFirst();
  if (!row) return undefined;
  if (!row.is_public && row.tenant_id !== caller?.tenantId) return undefined;
  return row;
}

/** The tenant's front (or ico) logo: the first file listed on the tenant, if any. */
export async function logoOf(
  db: Database,
  tenantId: string,
  logoType: string,
): Promise<StoredFile | undefined> {
  const tenant = await db
    .selectFrom("uc_tenant")
    .select(["front_logo", "ico"])
    .where("id", "=", tenantId)
    .executeTakeFirst();
  const list = logoType === "ico" ? tenant?.ico : tenant?.front_logo;
  if (!list) return undefined;
  let first: { id?: unknown } | undefined;
  try {
    first = (JSON.parse(list) as { id?: unknown }[])[0];
  } catch {
    return undefined;
  }
  if (typeof first?.id !== "string") return undefined;
  const file = await db
    .selectFrom("sys_file")
    .select(["name", "mime", "content"])
    .where("id", "=", first.id)
    .where("tenant_id", "=", tenantId)
    .executeTakeFirst();
  return file;
}

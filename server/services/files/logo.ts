import type { Database } from "../../db";
import { type FileMeta, fileMeta } from "./meta";

/** The tenant's front (or ico) logo: the first file listed on the tenant, when it is the tenant's own file. */
export async function logoOf(
  db: Database,
  tenantId: string,
  logoType: string,
): Promise<FileMeta | undefined> {
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
  const meta = await fileMeta(db, first.id);
  return meta?.tenant_id === tenantId ? meta : undefined;
}

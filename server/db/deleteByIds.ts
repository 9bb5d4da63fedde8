import { badRequest, notFound } from "../http/errors";
import type { Database } from "./index";

/** Tables whose rows are deleted by a list of ids within a tenant (`id`, `tenant_id`). */
export type TenantRowTable =
  | "form_custom_dialog"
  | "form_custom_query"
  | "form_custom_chart"
  | "portal_index_column";

/**
 * Deletes rows of a tenant by id, all or none, in one transaction: when an id is not the tenant's (another
 * tenant's, or none at all) the answer is 404 notFound and nothing is deleted, so a caller learns nothing
 * about other tenants' ids and never reads 删除成功 for what it could not delete. Repeated ids count once;
 * an empty list is a 400. Returns how many rows went.
 */
export async function deleteAllOrNone(
  db: Database,
  table: TenantRowTable,
  tenantId: string,
  ids: string[],
): Promise<number> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) throw badRequest();
  return db.transaction().execute(async (trx) => {
    const gone = await trx
      .deleteFrom(table)
      .where("tenant_id", "=", tenantId)
      .where("id", "in", wanted)
      .executeTakeFirst();
    if (Number(gone.numDeletedRows) !== wanted.length) throw notFound();
    return wanted.length;
  });
}

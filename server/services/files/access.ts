import { canViewInstance } from "../../bpm/read/access";
import type { Database } from "../../db";
import type { FileMeta } from "./meta";

/** Who asks to read a file: a signed-in user (tenant and id). */
export interface FileCaller {
  id: string;
  tenantId: string;
}

/**
 * The one read rule of stored files (issue 15 §2). A public tenant logo is readable by anyone. Otherwise
 * the file must be of the caller's tenant and: a seal only by its owner; else the uploader; else whoever may
 * see the record it is attached to — an approval instance's viewers (the instance page's rule,
 * server/bpm/read/access.ts canViewInstance), a published rule, a news item or notice of the tenant, the
 * tenant's own logo. Everything else is refused; the routes answer a refusal as 404, like a missing file.
 */
export async function mayReadFile(
  db: Database,
  caller: FileCaller | undefined,
  meta: FileMeta,
): Promise<boolean> {
  if (meta.owner_kind === "logo" && meta.is_public) return true;
  if (!caller || meta.tenant_id !== caller.tenantId) return false;
  if (meta.owner_kind === "seal") return meta.owner_id === caller.id;
  if (meta.uploader_id && meta.uploader_id === caller.id) return true;
  const ownerId = meta.owner_id;
  if (!ownerId) return false;
  switch (meta.owner_kind) {
    case "bpm_instance": {
      const inst = await db
        .selectFrom("bpm_instance")
        .select(["id", "creator_id", "def_key"])
        .where("tenant_id", "=", caller.tenantId)
        .where("id", "=", ownerId)
        .where("is_dele", "=", 0)
        .executeTakeFirst();
      return inst ? canViewInstance(db, caller, inst) : false;
    }
    case "rule": {
      const rule = await db
        .selectFrom("portal_rules_control")
        .select("id")
        .where("tenant_id", "=", caller.tenantId)
        .where("id", "=", ownerId)
        .where("publish_status", "=", 1)
        .executeTakeFirst();
      return Boolean(rule);
    }
    case "news": {
      const news = await db
        .selectFrom("portal_news")
        .select("id")
        .where("tenant_id", "=", caller.tenantId)
        .where("id", "=", ownerId)
        .executeTakeFirst();
      return Boolean(news);
    }
    case "logo":
      return ownerId === caller.tenantId;
    default:
      return false;
  }
}

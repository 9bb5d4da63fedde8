import type { QueryFilter } from "../../../src/api/contract";
import { type AttachedFile, attachedFiles } from "../../../src/api/contract/files";
import { dateText, withoutNulls } from "../../bpm/read/format";
import type { Database } from "../../db";
import { runPaged } from "../../http/queryFilter";

/* Rules and regulations (spec 3 §2 "Rules and regulations", §3 and §4): the published rules of the
   caller's tenant. Unpublished rules (publishStatus 0) are drafts: no read here answers them. A rule's
   files are sys_file rows owned by it (owner_kind "rule", owner_id the rule's id): the file service lets
   the tenant's staff read them while the rule is published (server/services/files/access.ts). */

/** A rule as the contract's record: {id, title, attachmentName, publishStatus, createByName, publishTime}. */
export interface RuleRecord {
  id: string;
  title: string;
  attachmentName: AttachedFile[];
  publishStatus: number;
  createByName?: string;
  publishTime?: string;
}

/** The properties a rules list may filter and sort on: the spec's TITLE_ and publish-time group, and the record's names. */
const RULE_FILTERS = {
  TITLE_: { column: "r.title", type: "text" },
  title: { column: "r.title", type: "text" },
  PUBLISH_TIME_: { column: "r.publish_time", type: "date" },
  publishTime: { column: "r.publish_time", type: "date" },
  CREATE_BY_NAME_: { column: "r.create_by_name", type: "text" },
  createByName: { column: "r.create_by_name", type: "text" },
} as const;

const RULE_COLUMNS = [
  "r.id",
  "r.title",
  "r.attachment",
  "r.publish_status",
  "r.create_by_name",
  "r.publish_time",
] as const;

/** A stored row as the contract's record (nulls left out, times as "yyyy-MM-dd HH:mm:ss"). */
function ruleRecord(r: {
  id: string;
  title: string;
  attachment: unknown;
  publish_status: number;
  create_by_name: string | null;
  publish_time: Date | null;
}): RuleRecord {
  return withoutNulls({
    id: r.id,
    title: r.title,
    attachmentName: attachedFiles(r.attachment),
    publishStatus: r.publish_status,
    createByName: r.create_by_name ?? undefined,
    publishTime: dateText(r.publish_time),
  });
}

/** A page of the tenant's published rules, newest first, filtered and sorted by a QueryFilter (whitelisted). */
export async function publishedRules(db: Database, tenantId: string, filter: QueryFilter) {
  const page = await runPaged(
    db
      .selectFrom("portal_rules_control as r")
      .select(RULE_COLUMNS)
      .where("r.tenant_id", "=", tenantId)
      .where("r.publish_status", "=", 1),
    filter,
    {
      whitelist: RULE_FILTERS,
      defaultPageSize: 10,
      defaultSort: [
        ["r.publish_time", "DESC"],
        ["r.id", "ASC"],
      ],
    },
  );
  return { ...page, rows: page.rows.map(ruleRecord) };
}

/** One published rule of the tenant, or undefined (another tenant's, a draft and a missing one alike). */
export async function publishedRule(db: Database, tenantId: string, id: string) {
  const row = await db
    .selectFrom("portal_rules_control as r")
    .select(RULE_COLUMNS)
    .where("r.tenant_id", "=", tenantId)
    .where("r.id", "=", id)
    .where("r.publish_status", "=", 1)
    .executeTakeFirst();
  return row ? ruleRecord(row) : undefined;
}

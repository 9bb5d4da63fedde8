import { sql } from "kysely";
import type { BpmDraft, BpmInstance, CountRow, PageList, QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { Lang } from "../../http/messages";
import { runPaged } from "../../http/queryFilter";
import type { Db } from "../engine/identities";
import { NOT_TODO_STATUSES } from "../tasks";
import type { Caller } from "./access";
import { flowTypeCounts } from "./counts";
import { dateText, paramText, withoutNulls } from "./format";
import { INSTANCE_COLUMNS, type InstanceRecord, instanceOf, lastDecision } from "./rows";
import { INSTANCE_FILTERS } from "./whitelists";

/** The names of each instance's open tasks, comma separated, in creation order (instances without: absent). */
export async function openTaskNames(
  db: Db,
  tenantId: string,
  instIds: string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (instIds.length === 0) return out;
  const rows = await db
    .selectFrom("bpm_task")
    .select(["inst_id", "name"])
    .where("tenant_id", "=", tenantId)
    .where("inst_id", "in", instIds)
    .where("status", "not in", NOT_TODO_STATUSES)
    .orderBy("create_time")
    .orderBy("id")
    .execute();
  const names = new Map<string, string[]>();
  for (const r of rows) {
    const list = names.get(r.inst_id) ?? [];
    if (!list.includes(r.name)) list.push(r.name);
    names.set(r.inst_id, list);
  }
  for (const [id, list] of names) out.set(id, list.join(","));
  return out;
}

/**
 * The caller's own instances as `inst`: drafts only, or every non-draft one; never deleted ones;
 * `params.defKey` narrows them to one flow (the lists under `…/{defKey}`).
 */
function ownInstances(db: Database, caller: Caller, drafts: boolean, params: QueryFilter["params"] = {}) {
  let query = db
    .selectFrom("bpm_instance as inst")
    .where("inst.tenant_id", "=", caller.tenantId)
    .where("inst.creator_id", "=", caller.id)
    .where("inst.is_dele", "=", 0);
  const defKey = paramText(params?.defKey);
  if (defKey) query = query.where("inst.def_key", "=", defKey);
  return drafts ? query.where("inst.status", "=", "draft") : query.where("inst.status", "<>", "draft");
}

/** POST myRequest: the caller's non-draft instances, newest first, each with its open tasks' names. */
export async function myRequests(
  db: Database,
  caller: Caller,
  filter: QueryFilter,
): Promise<PageList<BpmInstance>> {
  const page = await runPaged(
    ownInstances(db, caller, false, filter.params)
      .select(INSTANCE_COLUMNS)
      .select((eb) => lastDecision(eb)),
    filter,
    {
      whitelist: INSTANCE_FILTERS,
      defaultPageSize: 10,
      defaultSort: [
        ["inst.create_time", "DESC"],
        ["inst.id", "DESC"],
      ],
    },
  );
  const records = page.rows as (InstanceRecord & { last_decision: string | null })[];
  const names = await openTaskNames(
    db,
    caller.tenantId,
    records.map((r) => r.id),
  );
  return { ...page, rows: records.map((r) => instanceOf(r, names.get(r.id) ?? "")) };
}

/** GET myRequestCount: how many non-draft instances the caller started, total first, then per category. */
export async function myRequestCount(db: Database, caller: Caller, lang: Lang): Promise<CountRow[]> {
  const groups = await ownInstances(db, caller, false)
    .select(["inst.type_id as typeId", sql<number>`count(*)`.as("count")])
    .groupBy("inst.type_id")
    .execute();
  return flowTypeCounts(db, caller.tenantId, lang, groups);
}

/** POST getMyDraftList: the caller's draft instances, last saved first. */
export async function myDrafts(
  db: Database,
  caller: Caller,
  filter: QueryFilter,
): Promise<PageList<BpmDraft>> {
  const page = await runPaged(
    ownInstances(db, caller, true, filter.params).select([
      "inst.id",
      "inst.subject",
      "inst.def_id",
      "inst.def_key",
      "inst.def_name",
      "inst.create_time",
      "inst.update_time",
    ]),
    filter,
    {
      whitelist: INSTANCE_FILTERS,
      defaultPageSize: 10,
      defaultSort: [
        ["inst.update_time", "DESC"],
        ["inst.id", "DESC"],
      ],
    },
  );
  const rows = page.rows.map((r) =>
    withoutNulls<BpmDraft>({
      id: r.id,
      subject: r.subject,
      procDefId: r.def_id,
      procDefKey: r.def_key,
      procDefName: r.def_name,
      createTime: dateText(r.create_time) ?? "",
      updateTime: dateText(r.update_time),
    }),
  );
  return { ...page, rows };
}

import { sql } from "kysely";
import type { BpmTask, CountRow, Identity, PageList, QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { Lang } from "../../http/messages";
import { runPaged, whereOf } from "../../http/queryFilter";
import { NOT_TODO_STATUSES, UNCLAIMED } from "../tasks";
import type { Caller } from "./access";
import { flowTypeCounts } from "./counts";
import { paramText } from "./format";
import { TASK_OWN_COLUMNS, type TaskRecord, taskOf, taskRowLookups } from "./rows";
import { TODO_FILTERS } from "./whitelists";

/**
 * The caller's open tasks as a query over `bt`: the tasks assigned to them, plus unclaimed tasks
 * (assignee "0") offered to them as a user candidate — a UNION ALL of two reads of bpm_task with the
 * task's own columns, so filters and sorts on `bt` reach both branches and nothing is joined (the row's
 * instance fields are looked up for the page only). The candidate branch reads the caller's candidate
 * task ids first (`id = ANY(ARRAY(…))`, primary-key probes): written as a join, PostgreSQL costed each
 * candidate as a random read and chose a parallel plan whose worker start-up alone took longer than the
 * query (20–30 ms on 1M tasks). Excludes the statuses of CONTRACT §6.1; `params.defKey` narrows to a
 * flow, `params.orgId` to instances created in that org (or, when the instance has none, whose creator's
 * master org it is).
 */
export function todoQuery(db: Database, caller: Caller, params: Record<string, unknown> = {}) {
  const T = caller.tenantId;
  const offered = db
    .selectFrom("bpm_task_candidate as c")
    .select("c.task_id")
    .where("c.tenant_id", "=", T)
    .where("c.type", "=", "user")
    .where("c.identity_id", "=", caller.id);
  const mine = db
    .selectFrom("bpm_task")
    .selectAll()
    .where("tenant_id", "=", T)
    .where("assignee_id", "=", caller.id)
    .unionAll(
      db
        .selectFrom("bpm_task")
        .selectAll()
        .where(sql<boolean>`id = ANY(ARRAY${offered})`)
        .where("tenant_id", "=", T)
        .where("assignee_id", "=", UNCLAIMED),
    );
  let query = db.selectFrom(mine.as("bt")).where("bt.status", "not in", NOT_TODO_STATUSES);
  const defKey = paramText(params.defKey);
  if (defKey) query = query.where("bt.def_key", "=", defKey);
  const orgId = paramText(params.orgId);
  if (orgId) {
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom("bpm_instance as oi")
          .select(sql`1`.as("one"))
          .whereRef("oi.id", "=", "bt.inst_id")
          .where((eb) =>
            eb.or([
              eb("oi.create_org_id", "=", orgId),
              eb.and([
                eb("oi.create_org_id", "is", null),
                eb.exists(
                  eb
                    .selectFrom("uc_user_org as uo")
                    .select(sql`1`.as("one"))
                    .whereRef("uo.user_id", "=", "oi.creator_id")
                    .where("uo.org_id", "=", orgId)
                    .where("uo.is_master", "=", true),
                ),
              ]),
            ]),
          ),
      ),
    );
  }
  return query;
}

/** Leaders a SHARE/BACKSHARE task may be handled for: its user candidates whose secretary the caller is. */
async function shareIdentities(
  db: Database,
  caller: Caller,
  taskIds: string[],
): Promise<Map<string, Identity[]>> {
  const out = new Map<string, Identity[]>();
  if (taskIds.length === 0) return out;
  const rows = await db
    .selectFrom("bpm_task_candidate as c")
    .select(["c.task_id", "c.identity_id", "c.identity_name"])
    .where("c.tenant_id", "=", caller.tenantId)
    .where("c.task_id", "in", taskIds)
    .where("c.type", "=", "user")
    .where((eb) =>
      eb(
        "c.identity_id",
        "in",
        eb
          .selectFrom("bpm_secretary as s")
          .select("s.leader_id")
          .where("s.tenant_id", "=", caller.tenantId)
          .where("s.secretary_id", "=", caller.id)
          .where("s.is_enabled", "=", 1),
      ),
    )
    .orderBy("c.identity_name")
    .execute();
  for (const r of rows) {
    const list = out.get(r.task_id) ?? [];
    list.push({ id: r.identity_id, name: r.identity_name, type: "user" });
    out.set(r.task_id, list);
  }
  return out;
}

/** POST getTodoList: one page of the caller's to-do rows, newest first (create time desc, id desc). */
export async function todoList(
  db: Database,
  caller: Caller,
  filter: QueryFilter,
): Promise<PageList<BpmTask>> {
  const query = todoQuery(db, caller, filter.params).select((eb) => [
    ...TASK_OWN_COLUMNS,
    ...taskRowLookups(eb),
  ]);
  // The total is counted while the page is read (on PostgreSQL the two run on two pool connections);
  // runPaged reads the page only.
  const showTotal = String(filter.pageBean?.showTotal ?? "true") !== "false";
  const where = whereOf(filter, TODO_FILTERS);
  const counted = todoQuery(db, caller, filter.params)
    .$if(where !== undefined, (q) => q.where(where as NonNullable<typeof where>))
    .select(sql<number>`count(*)`.as("total"));
  const [page, count] = await Promise.all([
    runPaged(
      query,
      { ...filter, pageBean: { ...filter.pageBean, showTotal: false } },
      {
        whitelist: TODO_FILTERS,
        defaultPageSize: 10,
        defaultSort: [
          ["bt.create_time", "DESC"],
          ["bt.id", "ASC"],
        ],
      },
    ),
    showTotal ? counted.executeTakeFirst() : undefined,
  ]);
  if (count) page.total = Number(count.total);
  const rows = (page.rows as TaskRecord[]).map(taskOf);
  const shared = rows.filter((r) => r.status === "SHARE" || r.status === "BACKSHARE").map((r) => r.id);
  const identities = await shareIdentities(db, caller, shared);
  for (const row of rows) {
    const list = identities.get(row.id);
    if (list) row.identityList = list;
  }
  return { ...page, rows };
}

/** POST getTodoCount: the caller's to-do count, total first, then per flow category. */
export async function todoCount(
  db: Database,
  caller: Caller,
  lang: Lang,
  filter: QueryFilter,
): Promise<CountRow[]> {
  let query = todoQuery(db, caller, filter.params);
  const where = whereOf(filter, TODO_FILTERS);
  if (where) query = query.where(where);
  const groups = await query
    .select(["bt.type_id as typeId", sql<number>`count(*)`.as("count")])
    .groupBy("bt.type_id")
    .execute();
  return flowTypeCounts(db, caller.tenantId, lang, groups);
}

/** POST getNoticeTodoReadCount: notices the caller has still to read (not revoked), total and per category. */
export async function noticeTodoReadCount(db: Database, caller: Caller, lang: Lang): Promise<CountRow[]> {
  const groups = await db
    .selectFrom("bpm_task_notice as n")
    .select(["n.type_id as typeId", sql<number>`count(*)`.as("count")])
    .where("n.tenant_id", "=", caller.tenantId)
    .where("n.receiver_id", "=", caller.id)
    .where("n.is_read", "=", 0)
    .where("n.is_revoke", "=", 0)
    .groupBy("n.type_id")
    .execute();
  return flowTypeCounts(db, caller.tenantId, lang, groups);
}

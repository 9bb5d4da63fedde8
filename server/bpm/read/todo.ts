import { sql } from "kysely";
import type { BpmTask, CountRow, Identity, PageList, QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { Lang } from "../../http/messages";
import { pageOf, runPaged, whereOf } from "../../http/queryFilter";
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
  const [assigned, offered] = todoBranches(db, caller, params);
  return db.selectFrom(assigned.selectAll("bt").unionAll(offered.selectAll("bt")).as("bt"));
}

/** bpm_task as `bt`: the shape each branch of the to-do query starts from. */
const taskAsBt = (db: Database) => db.selectFrom("bpm_task as bt");
type BtQuery = ReturnType<typeof taskAsBt>;

/**
 * The two branches of the to-do query (assigned to the caller; unclaimed and offered to them), each with
 * every narrowing of todoQuery in it (to-do statuses, `params.defKey`, `params.orgId`), so a branch can be
 * sorted and cut on its own (todoPageQuery).
 */
function todoBranches(db: Database, caller: Caller, params: Record<string, unknown>): [BtQuery, BtQuery] {
  const T = caller.tenantId;
  const offered = db
    .selectFrom("bpm_task_candidate as c")
    .select("c.task_id")
    .where("c.tenant_id", "=", T)
    .where("c.type", "=", "user")
    .where("c.identity_id", "=", caller.id);
  const narrow = (query: BtQuery): BtQuery => {
    let q = query.where("bt.status", "not in", NOT_TODO_STATUSES);
    const defKey = paramText(params.defKey);
    if (defKey) q = q.where("bt.def_key", "=", defKey);
    const orgId = paramText(params.orgId);
    if (orgId) {
      q = q.where(({ exists, selectFrom }) =>
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
    return q;
  };
  return [
    narrow(taskAsBt(db).where("bt.tenant_id", "=", T).where("bt.assignee_id", "=", caller.id)),
    narrow(
      taskAsBt(db)
        .where(sql<boolean>`bt.id = ANY(ARRAY${offered})`)
        .where("bt.tenant_id", "=", T)
        // A literal, so that a generic plan still matches the partial index bpm_task_unclaimed_idx (0036).
        .where("bt.assignee_id", "=", sql.lit(UNCLAIMED)),
    ),
  ];
}

/**
 * The to-do query for one page: as todoQuery, but each branch is filtered (quick search), sorted and cut
 * to the first page × pageSize rows before the two are united, so page 1 reads about ten rows of the
 * assignee index instead of every open task of the caller (2,700 for the bench's manager) and a top-N sort
 * over them. Taking the first k rows of each branch in the page's order and then the first k of the union
 * is the first k of the whole. Sorts are whitelisted (an unknown one is runPaged's 400).
 */
export function todoPageQuery(db: Database, caller: Caller, filter: QueryFilter) {
  const where = whereOf(filter, TODO_FILTERS);
  const { page, pageSize } = pageOf(filter, 10);
  const sorts: [string, "ASC" | "DESC"][] = filter.sorter?.length
    ? filter.sorter.flatMap((s) => {
        const name = [s.property, s.property.toLowerCase()].find((p) => Object.hasOwn(TODO_FILTERS, p));
        if (name === undefined) return [];
        return [
          [TODO_FILTERS[name].column, s.direction === "DESC" ? "DESC" : "ASC"] as [string, "ASC" | "DESC"],
        ];
      })
    : TODO_DEFAULT_SORT;
  const cut = (branch: BtQuery) => {
    let q = where ? branch.where(where) : branch;
    for (const [column, dir] of sorts) q = q.orderBy(sql.ref(column), dir === "DESC" ? "desc" : "asc");
    return q.limit(page * pageSize);
  };
  const [assigned, offered] = todoBranches(db, caller, filter.params ?? {});
  // The offered tasks are probed by id: their first k ids are chosen first (from bpm_task_unclaimed_idx,
  // which carries the columns the to-do statuses, a flow and the default order read), then only those k
  // rows are read — not every offered task's row before the sort (2,000 rows for the 10M bench's manager).
  const offeredFirst = cut(taskAsBt(db).where("bt.id", "in", cut(offered).select("bt.id")));
  return db.selectFrom(
    db
      .selectFrom(cut(assigned).selectAll("bt").as("b1"))
      .selectAll()
      .unionAll(db.selectFrom(offeredFirst.selectAll("bt").as("b2")).selectAll())
      .as("bt"),
  );
}

/** The to-do lists' default order: newest first, then id. */
const TODO_DEFAULT_SORT: [string, "ASC" | "DESC"][] = [
  ["bt.create_time", "DESC"],
  ["bt.id", "ASC"],
];

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
  const query = todoPageQuery(db, caller, filter).select((eb) => [
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
        defaultSort: TODO_DEFAULT_SORT,
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

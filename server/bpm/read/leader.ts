import { sql } from "kysely";
import type { BpmTask, CountRow, PageList, QueryFilter, SecretaryRecord } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { Lang } from "../../http/messages";
import { pageOf, runPaged, whereOf } from "../../http/queryFilter";
import { secretaryCovers } from "../engine/identities";
import { NOT_TODO_STATUSES, taskHeldBy, UNCLAIMED } from "../tasks";
import type { Caller } from "./access";
import { flowTypeCounts } from "./counts";
import { paramText } from "./format";
import { TASK_OWN_COLUMNS, type TaskRecord, taskOf, taskRowLookups } from "./rows";
import { TODO_FILTERS } from "./whitelists";

/** Orders names as a zh-CN reader expects (pinyin), the same on PGlite and PostgreSQL. */
const byName = (a: string, b: string) => a.localeCompare(b, "zh-CN");

/**
 * GET getSecretaryByUserId: the caller's enabled secretary records (the caller is the secretary), by
 * leader name (pinyin order). An empty list hides the leaders' to-do entry (v-leader) in the flow menu.
 */
export async function secretaryRecords(db: Database, caller: Caller): Promise<SecretaryRecord[]> {
  const rows = await db
    .selectFrom("bpm_secretary")
    .select(["id", "leader_id", "leader_name", "secretary_id", "secretary_name", "def_keys"])
    .where("tenant_id", "=", caller.tenantId)
    .where("secretary_id", "=", caller.id)
    .where("is_enabled", "=", 1)
    .execute();
  // Sorted here, not in SQL: the databases' collations differ; names read in pinyin order everywhere.
  rows.sort(
    (a, b) => byName(a.leader_name, b.leader_name) || byName(a.leader_id, b.leader_id) || byName(a.id, b.id),
  );
  return rows.map((r) => {
    const record: SecretaryRecord = {
      id: r.id,
      leaderId: r.leader_id,
      leaderName: r.leader_name,
      secretaryId: r.secretary_id,
      secretaryName: r.secretary_name,
    };
    if (r.def_keys?.trim()) record.defKeys = r.def_keys.trim();
    return record;
  });
}

/** The leaders a secretary acts for: per leader, its name and the flows covered (null = every flow). */
export interface LeaderScope {
  name: string;
  /** Flow keys the caller's records cover for this leader; null when one record covers every flow. */
  defKeys: string[] | null;
}

/** The caller's leaders from their secretary records; several records of one leader add up. */
export function leaderScopes(records: SecretaryRecord[]): Map<string, LeaderScope> {
  const out = new Map<string, LeaderScope>();
  for (const r of records) {
    const keys = r.defKeys
      ? r.defKeys
          .split(",")
          .map((k) => k.trim())
          .filter(Boolean)
      : null;
    // A list of nothing (e.g. ",") covers no flow, as the engine reads it.
    if (keys && keys.length === 0) continue;
    const seen = out.get(r.leaderId);
    if (!seen) out.set(r.leaderId, { name: r.leaderName, defKeys: keys });
    else if (seen.defKeys !== null) seen.defKeys = keys ? [...seen.defKeys, ...keys] : null;
  }
  return out;
}

/** True when the scope covers a flow key. */
const covers = (scope: LeaderScope, defKey: string) =>
  scope.defKeys === null || secretaryCovers(scope.defKeys.join(","), defKey);

/**
 * The open tasks of the caller's leaders as a query over `bt` (bpm_task): tasks assigned to a leader or,
 * unclaimed, offered to one as a user candidate, each only in the flows the caller's records cover for that
 * leader; to-do statuses as getTodoList (CONTRACT §6.1); optional `params.defKey`. Shaped as todoQuery: a
 * UNION ALL of two reads of bpm_task's own rows (the assignee index; primary-key probes of the leaders'
 * candidate task ids, `id = ANY(ARRAY(…))`), so each task is read once. (It was `bt.id IN (ids of both
 * branches)`, which read every task twice and had PostgreSQL start a parallel plan: 48/112 ms p50/p95 for
 * a leader with 2,700 to-dos among 1M tasks, against 10 ms for the same count in this shape.) Filters
 * read bt's own columns, so the to-do whitelist applies.
 */
export function leaderTodoQuery(
  db: Database,
  caller: Caller,
  scopes: Map<string, LeaderScope>,
  params: Record<string, unknown> = {},
) {
  const T = caller.tenantId;
  const leaders = [...scopes.keys()];
  const offered = db
    .selectFrom("bpm_task_candidate as c")
    .select("c.task_id")
    .where("c.tenant_id", "=", T)
    .where("c.type", "=", "user")
    .where("c.identity_id", "in", leaders);
  const held = db
    .selectFrom("bpm_task")
    .selectAll()
    .where("tenant_id", "=", T)
    .where("assignee_id", "in", leaders)
    .unionAll(
      db
        .selectFrom("bpm_task")
        .selectAll()
        .where(sql<boolean>`id = ANY(ARRAY${offered})`)
        .where("tenant_id", "=", T)
        // A literal, so that a generic plan still matches the partial index bpm_task_unclaimed_idx (0036).
        .where("assignee_id", "=", sql.lit(UNCLAIMED)),
    );
  let query = db.selectFrom(held.as("bt")).where("bt.status", "not in", NOT_TODO_STATUSES);
  const everyFlow = leaders.filter((id) => scopes.get(id)?.defKeys === null);
  const someFlows = leaders.flatMap((id) => {
    const keys = scopes.get(id)?.defKeys;
    return keys ? [[id, keys] as const] : [];
  });
  if (someFlows.length > 0) {
    query = query.where((eb) =>
      eb.or([
        ...(everyFlow.length > 0 ? [taskHeldBy(eb, "bt", everyFlow, T)] : []),
        ...someFlows.map(([id, keys]) =>
          eb.and([taskHeldBy(eb, "bt", [id], T), eb("bt.def_key", "in", keys)]),
        ),
      ]),
    );
  }
  const defKey = paramText(params.defKey);
  if (defKey) query = query.where("bt.def_key", "=", defKey);
  return query;
}

/** For each task of the page, the caller's leaders who hold it in a covered flow (identityList). */
async function leadersOfTasks(
  db: Database,
  caller: Caller,
  scopes: Map<string, LeaderScope>,
  rows: BpmTask[],
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const add = (taskId: string, leaderId: string) => {
    const list = out.get(taskId) ?? [];
    if (!list.includes(leaderId)) list.push(leaderId);
    out.set(taskId, list);
  };
  const unclaimed = rows.filter((r) => r.assigneeId === "0").map((r) => r.id);
  const candidates =
    unclaimed.length === 0
      ? []
      : await db
          .selectFrom("bpm_task_candidate")
          .select(["task_id", "identity_id"])
          .where("tenant_id", "=", caller.tenantId)
          .where("task_id", "in", unclaimed)
          .where("type", "=", "user")
          .where("identity_id", "in", [...scopes.keys()])
          .execute();
  const byTask = new Map(rows.map((r) => [r.id, r]));
  for (const r of rows) if (scopes.has(r.assigneeId)) add(r.id, r.assigneeId);
  for (const c of candidates) add(c.task_id, c.identity_id);
  for (const [taskId, list] of out) {
    const defKey = byTask.get(taskId)?.procDefKey ?? "";
    out.set(
      taskId,
      list.filter((id) => {
        const scope = scopes.get(id);
        return scope ? covers(scope, defKey) : false;
      }),
    );
  }
  return out;
}

/**
 * POST getLeaderTodoList: one page of the open tasks of the leaders whose enabled secretary the caller
 * is, newest first. Each row names the leaders it may be handled for in `identityList` (by leader name)
 * and reads status SHARE (BACKSHARE for a task sent back), so the list opens /task/{id}/{leaderId}.
 */
export async function leaderTodoList(
  db: Database,
  caller: Caller,
  filter: QueryFilter,
): Promise<PageList<BpmTask>> {
  const scopes = leaderScopes(await secretaryRecords(db, caller));
  if (scopes.size === 0) {
    // Still checks the filter (an unknown property is a 400 for everyone).
    whereOf(filter, TODO_FILTERS);
    return { rows: [], total: 0, ...pageOf(filter, 10) };
  }
  const query = leaderTodoQuery(db, caller, scopes, filter.params).select((eb) => [
    ...TASK_OWN_COLUMNS,
    ...taskRowLookups(eb),
  ]);
  const page = await runPaged(query, filter, {
    whitelist: TODO_FILTERS,
    defaultPageSize: 10,
    defaultSort: [
      ["bt.create_time", "DESC"],
      ["bt.id", "ASC"],
    ],
  });
  const rows = (page.rows as TaskRecord[]).map(taskOf);
  const leaders = await leadersOfTasks(db, caller, scopes, rows);
  for (const row of rows) {
    row.identityList = (leaders.get(row.id) ?? [])
      .map((id) => ({ id, name: scopes.get(id)?.name ?? id, type: "user" }))
      .sort((a, b) => byName(a.name, b.name) || byName(a.id, b.id));
    row.status = row.status === "BACK" ? "BACKSHARE" : "SHARE";
  }
  return { ...page, rows };
}

/** GET getLeaderTodoCount: how many open tasks the caller's leaders have, total first, then per category. */
export async function leaderTodoCount(db: Database, caller: Caller, lang: Lang): Promise<CountRow[]> {
  const scopes = leaderScopes(await secretaryRecords(db, caller));
  if (scopes.size === 0) return flowTypeCounts(db, caller.tenantId, lang, []);
  const groups = await leaderTodoQuery(db, caller, scopes)
    .select(["bt.type_id as typeId", sql<number>`count(*)`.as("count")])
    .groupBy("bt.type_id")
    .execute();
  return flowTypeCounts(db, caller.tenantId, lang, groups);
}

import { type Selectable, sql } from "kysely";
import type {
  BpmDelegateRow,
  CountRow,
  PageList,
  QueryFilter,
  TurnStatus,
  TurnType,
} from "../../../src/api/contract";
import type { Database } from "../../db";
import type { BpmTaskTurnTable } from "../../db/schemaBpm";
import type { Lang } from "../../http/messages";
import type { FilterWhitelist } from "../../http/queryFilter";
import { runPaged, whereOf } from "../../http/queryFilter";
import type { Caller } from "./access";
import { flowTypeCounts } from "./counts";
import { dateText, paramText, withoutNulls } from "./format";

/* v-myDelegate (我的转办): the delegations and transfers I made, from bpm_task_turn `tt`. */

const col = (column: string, type: "text" | "date" = "text") => ({ column, type });

/** getDelegate quick search and sort properties (keys lower-cased, as the QueryFilter module looks them up). */
export const DELEGATE_FILTERS: FilterWhitelist = Object.fromEntries(
  (
    [
      [["tt.subject_", "subject_", "subject", "taskSubject"], col("tt.subject")],
      [["tt.task_name_", "task_name_", "name_", "name", "taskName"], col("tt.task_name")],
      [["tt.proc_def_key_", "proc_def_key_", "DEF_KEY_", "procDefKey", "defKey"], col("tt.def_key")],
      [["tt.assignee_name_", "assignee_name_", "assigneeName"], col("tt.assignee_name")],
      [["tt.status_", "status_", "status"], col("tt.status")],
      [["tt.turn_type_", "turn_type_", "turnType"], col("tt.turn_type")],
      [["tt.type_id_", "type_id_", "typeId"], col("tt.type_id")],
      [["tt.node_id_", "node_id_", "nodeId"], col("tt.node_id")],
      [["tt.create_time_", "create_time_", "createTime"], col("tt.create_time", "date")],
      [["tt.finish_time_", "finish_time_", "finishTime"], col("tt.finish_time", "date")],
    ] as [string[], { column: string; type: "text" | "date" }][]
  ).flatMap(([names, c]) => names.map((n) => [n.toLowerCase(), c])),
);

/** My turns (I am the owner); `params.defKey` narrows to one flow (the v-myDelegate/{defKey} route). */
export function delegateQuery(db: Database, caller: Caller, params: Record<string, unknown> = {}) {
  let query = db
    .selectFrom("bpm_task_turn as tt")
    .where("tt.tenant_id", "=", caller.tenantId)
    .where("tt.owner_id", "=", caller.id);
  const defKey = paramText(params.defKey);
  if (defKey) query = query.where("tt.def_key", "=", defKey);
  return query;
}

type TurnRecord = Selectable<BpmTaskTurnTable>;

/**
 * POST /runtime/task/v1/getDelegate: one page of my delegations and transfers, newest first, with each
 * transfer's receivers (turnAssignList) and whether a delegation may still be taken back (revocable: it
 * runs and the task still has the version it had when delegated).
 */
export async function delegateList(
  db: Database,
  caller: Caller,
  filter: QueryFilter,
): Promise<PageList<BpmDelegateRow>> {
  const page = await runPaged(delegateQuery(db, caller, filter.params).selectAll("tt"), filter, {
    whitelist: DELEGATE_FILTERS,
    defaultPageSize: 10,
    defaultSort: [
      ["tt.create_time", "DESC"],
      ["tt.id", "DESC"],
    ],
  });
  const turns = page.rows as TurnRecord[];
  const ids = turns.map((t) => t.id);
  const taskIds = [...new Set(turns.filter((t) => t.status === "running").map((t) => t.task_id))];
  const [assigns, tasks] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom("bpm_task_turn_assign")
          .selectAll()
          .where("turn_id", "in", ids)
          .orderBy("seq")
          .execute(),
    taskIds.length === 0
      ? []
      : db
          .selectFrom("bpm_task")
          .select(["id", "version", "status"])
          .where("tenant_id", "=", caller.tenantId)
          .where("id", "in", taskIds)
          .execute(),
  ]);
  const task = new Map(tasks.map((t) => [t.id, t]));
  const rows = turns.map((t): BpmDelegateRow => {
    const open = task.get(t.task_id);
    // A running turn whose task is gone (ended, revoked, sent back to the start) is over.
    const status: TurnStatus = t.status === "running" && !open ? "finish" : (t.status as TurnStatus);
    const done = status === "finish" && t.turn_type === "deliverto";
    return withoutNulls<BpmDelegateRow>({
      id: t.id,
      taskId: t.task_id,
      taskName: t.task_name,
      taskSubject: t.subject,
      nodeId: t.node_id,
      procInstId: t.inst_id,
      procDefKey: t.def_key,
      ownerId: t.owner_id,
      ownerName: t.owner_name,
      assigneeId: t.assignee_id,
      assigneeName: t.assignee_name,
      execUserId: done ? t.assignee_id : undefined,
      execUserName: done ? t.assignee_name : undefined,
      status,
      turnType: t.turn_type as TurnType,
      typeId: t.type_id ?? undefined,
      createTime: dateText(t.create_time) ?? "",
      finishTime: dateText(t.finish_time),
      turnAssignList: assigns
        .filter((a) => a.turn_id === t.id)
        .map((a) =>
          withoutNulls({
            seq: a.seq,
            userId: a.user_id,
            userName: a.user_name,
            taskId: a.task_id ?? undefined,
            decision: a.decision ?? undefined,
            opinion: a.opinion ?? undefined,
            decideTime: dateText(a.decide_time),
          }),
        ),
      revocable:
        t.turn_type === "deliverto" &&
        status === "running" &&
        open?.status === "DELIVERTO" &&
        open.version === t.task_version,
    });
  });
  return { ...page, rows };
}

/** POST /runtime/task/v1/getDelegateCount: my delegations and transfers, total first, then per category. */
export async function delegateCount(
  db: Database,
  caller: Caller,
  lang: Lang,
  filter: QueryFilter,
): Promise<CountRow[]> {
  let query = delegateQuery(db, caller, filter.params);
  const where = whereOf(filter, DELEGATE_FILTERS);
  if (where) query = query.where(where);
  const groups = await query
    .select(["tt.type_id as typeId", sql<number>`count(*)`.as("count")])
    .groupBy("tt.type_id")
    .execute();
  return flowTypeCounts(db, caller.tenantId, lang, groups);
}

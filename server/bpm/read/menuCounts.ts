import { sql } from "kysely";
import type { FlowMenuCounts } from "../../../src/api/contract";
import type { Database } from "../../db";
import type { Caller } from "./access";
import { delegateQuery } from "./delegate";
import { leaderScopes, leaderTodoQuery, secretaryRecords } from "./leader";
import { noticeQuery } from "./notices";
import { todoQuery } from "./todo";

/**
 * GET getFlowMenuCounts: every badge count of the flow menu in one call — the totals of getTodoCount,
 * getNoticeTodoReadCount, getNoticeDoneReadCount, getMyNoticeReadCount, getDelegateCount and
 * getLeaderTodoCount, counted by the same queries. One statement with a scalar sub-query per count (one
 * round trip, one snapshot, so the counts agree with each other), after the caller's secretary records
 * (the leaders' count needs them; without any it is 0 and not counted).
 */
export async function flowMenuCounts(db: Database, caller: Caller): Promise<FlowMenuCounts> {
  const scopes = leaderScopes(await secretaryRecords(db, caller));
  const n = sql<number>`count(*)`.as("n");
  const row = await db
    .selectNoFrom([
      todoQuery(db, caller).select(n).as("todo"),
      noticeQuery(db, caller, "todo").select(n).as("todoRead"),
      noticeQuery(db, caller, "done").select(n).as("doneRead"),
      noticeQuery(db, caller, "mine").select(n).as("myRead"),
      delegateQuery(db, caller).select(n).as("delegate"),
      scopes.size === 0
        ? sql<number>`0`.as("leader")
        : leaderTodoQuery(db, caller, scopes).select(n).as("leader"),
    ])
    .executeTakeFirstOrThrow();
  return {
    "v-todo": Number(row.todo),
    "v-todoRead": Number(row.todoRead),
    "v-doneRead": Number(row.doneRead),
    "v-myRead": Number(row.myRead),
    "v-myDelegate": Number(row.delegate),
    "v-leader": Number(row.leader),
  };
}

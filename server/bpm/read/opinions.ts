import type { BpmOpinion } from "../../../src/api/contract";
import type { Db } from "../engine/identities";
import { COMMU_STATUS, REPLY_STATUSES } from "../engine/inquiry";
import { NOT_TODO_STATUSES, UNCLAIMED } from "../tasks";
import { dateText, withoutNulls } from "./format";
import { type OpinionRecord, opinionOf } from "./rows";

/**
 * The approval history of an instance (CONTRACT §6.8): first one pending row per open task (status
 * awaiting_check, completeTime "", qualfiedNames = its assignee or candidates), then the completed
 * opinions by completion time, newest first. System rows (auditor "-1") are left out. A row a secretary
 * completed for a leader carries the leader's name (agentLeaderName) beside agentLeaderId.
 * An open inquiry or communication sub-task is a pending row `awaiting_feedback` with `parentTaskId`
 * (the owner's task) and the person asked as qualfiedNames; the asker's `inqu` / `start_commu` opinion
 * names who was asked (qualfieds), replies (`inqu_reply`, `feedback`) and withdrawals (`retracted`)
 * carry `parentTaskId`. `commuOnly` (isCommu) keeps only the communication rows.
 */
export async function instanceOpinions(
  db: Db,
  tenantId: string,
  instId: string,
  commuOnly = false,
): Promise<BpmOpinion[]> {
  const [tasks, candidates, done] = await Promise.all([
    db
      .selectFrom("bpm_task as t")
      .leftJoin("uc_user as u", "u.id", "t.assignee_id")
      .select([
        "t.id",
        "t.def_id",
        "t.inst_id",
        "t.node_id",
        "t.name",
        "t.assignee_id",
        "u.fullname as assignee_name",
        "t.create_time",
        "t.status",
        "t.parent_id",
      ])
      .where("t.tenant_id", "=", tenantId)
      .where("t.inst_id", "=", instId)
      .where("t.status", "not in", NOT_TODO_STATUSES)
      .orderBy("t.create_time", "desc")
      .orderBy("t.id", "desc")
      .execute(),
    db
      .selectFrom("bpm_task_candidate as c")
      .innerJoin("bpm_task as t", "t.id", "c.task_id")
      .select(["c.task_id", "c.type", "c.identity_id", "c.identity_name"])
      .where("t.tenant_id", "=", tenantId)
      .where("t.inst_id", "=", instId)
      .orderBy("c.identity_name")
      .execute(),
    db
      .selectFrom("bpm_opinion")
      .selectAll()
      .where("tenant_id", "=", tenantId)
      .where("inst_id", "=", instId)
      .where("complete_time", "is not", null)
      .where((eb) => eb.or([eb("auditor", "is", null), eb("auditor", "<>", "-1")]))
      .orderBy("complete_time", "desc")
      .orderBy("create_time", "desc")
      .orderBy("id", "desc")
      .execute(),
  ]);
  const pending = tasks
    .filter((t) => !commuOnly || t.status === COMMU_STATUS)
    .map((t) => {
      const subTask = REPLY_STATUSES.includes(t.status);
      const qualfieds =
        t.assignee_id !== UNCLAIMED
          ? [{ id: t.assignee_id, name: t.assignee_name ?? t.assignee_id, type: "user" }]
          : candidates
              .filter((c) => c.task_id === t.id)
              .map((c) => ({ id: c.identity_id, name: c.identity_name, type: c.type }));
      return withoutNulls<BpmOpinion>({
        id: t.id,
        procDefId: t.def_id,
        procInstId: t.inst_id,
        supInstId: "0",
        taskId: t.id,
        taskKey: t.node_id,
        taskName: t.name,
        qualfieds: JSON.stringify(qualfieds),
        qualfiedNames: qualfieds.map((q) => q.name).join(","),
        status: subTask ? "awaiting_feedback" : "awaiting_check",
        createTime: dateText(t.create_time) ?? "",
        assignTime: dateText(t.create_time),
        completeTime: "",
        interpose: 0,
        parentTaskId: subTask ? t.parent_id : undefined,
      });
    });
  const opinions = commuOnly ? done.filter((o) => COMMU_OPINIONS.includes(o.status)) : done;
  const leaderNames = await leaderNamesOf(
    db,
    tenantId,
    opinions.map((o) => o.agent_leader_id),
  );
  return [
    ...pending,
    ...opinions.map((o) => {
      const row = opinionOf(o as OpinionRecord);
      const leaderName = o.agent_leader_id ? leaderNames.get(o.agent_leader_id) : undefined;
      return leaderName ? { ...row, agentLeaderName: leaderName } : row;
    }),
  ];
}

/** The opinion statuses of a communication (the history with isCommu). */
const COMMU_OPINIONS: readonly string[] = ["start_commu", "feedback"];

/** The names of the leaders a secretary acted for (opinions' agent_leader_id), within the tenant. */
async function leaderNamesOf(db: Db, tenantId: string, ids: (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const users = await db
    .selectFrom("uc_user")
    .select(["id", "fullname"])
    .where("tenant_id", "=", tenantId)
    .where("id", "in", wanted)
    .execute();
  return new Map(users.map((u) => [u.id, u.fullname]));
}

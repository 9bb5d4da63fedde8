import { type Selectable, sql } from "kysely";
import type { BpmInstanceTable, BpmTaskTable } from "../../db/schemaBpm";
import { HttpError } from "../../http/errors";
import { UNCLAIMED } from "../tasks";
import { type Assignee, resolveAssignees } from "./assignees";
import { type Actor, msSince, newId, outbox, type Trx } from "./context";
import type { FlowNode, UserTaskNode } from "./definitionTypes";
import { planTaskDue } from "./dueTime";
import { attachOpinionFiles } from "./opinionFiles";
import type { DefinitionRow } from "./store";

export type InstanceRow = Selectable<BpmInstanceTable>;
export type TaskRow = Selectable<BpmTaskTable>;

/** How a new task comes about (bpm_task.origin and its links). */
export interface NewTaskOptions {
  origin: "start" | "complete" | "reject" | "revoke" | "back";
  prevTaskId: string | null;
  /** Fixed people (reject/revoke/return); else the node's assignee rules are resolved. */
  assignees?: Assignee[];
  status?: "NORMAL" | "BACK";
  backNodeId?: string;
  backAssigneeId?: string;
}

/**
 * Creates the task of a user-task node: one resolved person becomes the assignee, several become
 * candidates (assignee '0'); queues a taskCreated message per person. Nobody → HttpError bpmNoAssignee
 * (the caller's transaction rolls back, so nothing changes). Returns the task id and its people.
 */
export async function createTask(
  trx: Trx,
  inst: InstanceRow,
  defRow: DefinitionRow,
  node: UserTaskNode,
  opts: NewTaskOptions,
  now: Date,
): Promise<{ taskId: string; assignees: Assignee[] }> {
  const people =
    opts.assignees ??
    (await resolveAssignees(
      trx,
      { tenantId: inst.tenant_id, starterId: inst.creator_id, starterOrgId: inst.create_org_id },
      node.assignees,
    ));
  if (people.length === 0) throw new HttpError(500, "bpmNoAssignee", { node: node.name });
  const taskId = newId();
  await trx
    .insertInto("bpm_task")
    .values({
      id: taskId,
      tenant_id: inst.tenant_id,
      inst_id: inst.id,
      def_id: defRow.id,
      def_key: defRow.def_key,
      def_name: defRow.name,
      type_id: defRow.type_id,
      node_id: node.id,
      name: node.name,
      subject: inst.subject,
      status: opts.status ?? "NORMAL",
      assignee_id: people.length === 1 ? (people[0] as Assignee).id : UNCLAIMED,
      creator_id: inst.creator_id,
      creator_name: inst.creator_name,
      draft_opinion: null,
      draft_data: null,
      create_time: now,
      origin: opts.origin,
      prev_task_id: opts.prevTaskId,
      back_node_id: opts.backNodeId ?? null,
      back_assignee_id: opts.backAssigneeId ?? null,
    })
    .execute();
  if (people.length > 1) {
    await trx
      .insertInto("bpm_task_candidate")
      .values(
        people.map((p) => ({
          tenant_id: inst.tenant_id,
          task_id: taskId,
          type: "user",
          identity_id: p.id,
          identity_name: p.name,
        })),
      )
      .execute();
  }
  await planTaskDue(trx, inst.tenant_id, node, taskId, now);
  await outbox(
    trx,
    inst.tenant_id,
    "taskCreated",
    people.map((p) => p.id),
    {
      taskId,
      instId: inst.id,
      subject: inst.subject,
      nodeId: node.id,
      nodeName: node.name,
      defKey: defRow.def_key,
    },
  );
  return { taskId, assignees: people };
}

/** What an opinion row records about the decision and the task it was made on. */
export interface OpinionInput {
  inst: InstanceRow;
  node: FlowNode;
  status: string;
  actor: Actor;
  /** The leader the actor acted for (secretary), if any. */
  agentLeaderId?: string | null;
  task?: TaskRow;
  /** The people the task was offered to. */
  qualified?: Assignee[];
  opinion?: string | null;
  files?: string | null;
  zfiles?: string | null;
  /** A reply or withdrawal: the owner's task the inquiry/communication was made on. */
  parentTaskId?: string | null;
}

/**
 * Writes one opinion (a decision in the approval history) with its duration since the task was assigned;
 * its attachments (files, zfiles) are checked and attached to the instance first (opinionFiles.ts).
 */
export async function writeOpinion(trx: Trx, input: OpinionInput, now: Date): Promise<void> {
  // The opinion's attachments: checked (400 rolls the action back) and attached to the instance.
  await attachOpinionFiles(trx, input.actor, input.inst.id, input);
  await opinionInsert(trx, input, now).execute();
}

/**
 * The insert of one opinion row (see writeOpinion), built but not run, for an action that runs it inside
 * another statement (guard.ts `takeTask`); its attachments must be attached first (attachOpinionFiles).
 */
export function opinionInsert(trx: Trx, input: OpinionInput, now: Date) {
  const { inst, node, actor, task } = input;
  return trx.insertInto("bpm_opinion").values({
    id: newId(),
    tenant_id: inst.tenant_id,
    inst_id: inst.id,
    def_id: inst.def_id,
    task_id: task?.id ?? null,
    task_key: node.id,
    task_name: node.name,
    qualfieds: JSON.stringify((input.qualified ?? []).map((p) => ({ id: p.id, name: p.name, type: "user" }))),
    auditor: actor.userId,
    auditor_name: actor.fullname,
    agent_leader_id: input.agentLeaderId ?? null,
    opinion: input.opinion ?? null,
    status: input.status,
    create_time: now,
    assign_time: task?.create_time ?? now,
    complete_time: now,
    dur_ms: msSince(task?.create_time, now),
    files: input.files ?? null,
    zfiles: input.zfiles ?? null,
    parent_task_id: input.parentTaskId ?? null,
    org_path: sql<string | null>`(SELECT o.path_name FROM uc_user_org uo JOIN uc_org o ON o.id = uo.org_id
        WHERE uo.user_id = ${actor.userId} ORDER BY uo.is_master DESC, o.id LIMIT 1)`,
    post_name: sql<string | null>`(SELECT p.name FROM uc_user_post up JOIN uc_post p ON p.id = up.post_id
        WHERE up.user_id = ${actor.userId} ORDER BY p.code LIMIT 1)`,
  });
}

/** Pushes an executed node on the instance's stack (depth = top + 1). */
export async function pushStack(
  trx: Trx,
  inst: InstanceRow,
  node: FlowNode,
  entry: { taskId: string | null; assigneeId: string; action: string },
  now: Date,
): Promise<void> {
  await stackPush(trx, inst, node, entry, now).execute();
}

/** The insert of a stack entry (see pushStack), built but not run (guard.ts `takeTask` runs it). */
export function stackPush(
  trx: Trx,
  inst: InstanceRow,
  node: FlowNode,
  entry: { taskId: string | null; assigneeId: string; action: string },
  now: Date,
) {
  return trx.insertInto("bpm_exe_stack").values({
    id: newId(),
    tenant_id: inst.tenant_id,
    inst_id: inst.id,
    node_id: node.id,
    node_name: node.name,
    node_type: node.type,
    task_id: entry.taskId,
    assignee_id: entry.assigneeId,
    action: entry.action,
    depth: sql<number>`(SELECT coalesce(max(depth), 0) + 1 FROM bpm_exe_stack WHERE inst_id = ${inst.id})`,
    create_time: now,
  });
}

/** The executed user-task entries of an instance, newest first. */
export async function stackUserTasks(trx: Trx, instId: string) {
  return trx
    .selectFrom("bpm_exe_stack")
    .select(["node_id", "node_name", "assignee_id", "depth", "task_id"])
    .where("inst_id", "=", instId)
    .where("node_type", "=", "userTask")
    .orderBy("depth", "desc")
    .execute();
}

/** Drops the stack entries at or above a depth (the nodes run again after a reject or revoke). */
export async function trimStack(trx: Trx, instId: string, fromDepth: number): Promise<void> {
  await trx
    .deleteFrom("bpm_exe_stack")
    .where("inst_id", "=", instId)
    .where("depth", ">=", fromDepth)
    .execute();
}

/** The names of active users by id (for fixed assignees such as a reject's original handler). */
export async function usersByIds(trx: Trx, tenantId: string, ids: string[]): Promise<Assignee[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom("uc_user")
    .select(["id", "fullname"])
    .where("tenant_id", "=", tenantId)
    .where("id", "in", ids)
    .where("status", "=", 1)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.fullname }));
}

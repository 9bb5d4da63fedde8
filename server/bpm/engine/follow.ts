import { type RawBuilder, sql } from "kysely";
import { ok } from "../../http/envelope";
import { HttpError, notFound } from "../../http/errors";
import { message } from "../../http/messages";
import { canViewInstance } from "../read/access";
import { type ActionAnswer, type Actor, audit, outbox, type Trx } from "./context";
import { userTasks } from "./definition";
import type { Db } from "./identities";
import type { InstanceRow } from "./records";
import { findDefinition } from "./store";

/* 跟踪 follow (issue 14 §1): anyone who may view an instance follows it whole (node_id '') or chosen user
   task nodes; followers get a message when a followed node's task is decided and when the instance ends. */

/** An instance of the caller's tenant they may view (404 / 403). */
async function viewable(db: Db, actor: Actor, instId: string) {
  const inst = await db
    .selectFrom("bpm_instance")
    .selectAll()
    .where("tenant_id", "=", actor.tenantId)
    .where("id", "=", instId)
    .where("is_dele", "=", 0)
    .executeTakeFirst();
  if (!inst) throw notFound("bpmInstanceNotFound");
  if (!(await canViewInstance(db, { id: actor.userId, tenantId: actor.tenantId }, inst)))
    throw new HttpError(403, "bpmNoViewRight");
  return inst;
}

/** The user task nodes of an instance's definition (id, name). */
async function nodesOf(db: Db, inst: { tenant_id: string; def_id: string }) {
  // Stryker disable next-line BooleanLiteral: pinned only keeps the definition in the cache; it is the same definition
  const loaded = await findDefinition(db, inst.tenant_id, { defId: inst.def_id, pinned: true });
  return loaded ? userTasks(loaded.def).map((n) => ({ id: n.id, name: n.name })) : [];
}

/** GET getFollowedNode?instId: whether I follow the instance, whole or which nodes, and the nodes to choose from. */
export async function followedNodes(db: Db, actor: Actor, instId: string) {
  const inst = await viewable(db, actor, instId);
  const rows = await db
    .selectFrom("bpm_task_follow")
    .select("node_id")
    .where("tenant_id", "=", actor.tenantId)
    .where("inst_id", "=", instId)
    .where("user_id", "=", actor.userId)
    .execute();
  return ok({
    instId,
    follow: rows.length > 0,
    wholeInstance: rows.some((r) => r.node_id === ""),
    nodeIds: rows.map((r) => r.node_id).filter(Boolean),
    nodes: await nodesOf(db, inst),
  });
}

/**
 * POST save {instId, nodeIds, follow}: follow (replacing my earlier choice: nodeIds, or the whole instance
 * when empty) or stop following (the nodes given, or everything when empty). Node ids must be user task
 * nodes of the instance's definition (400).
 */
export async function saveFollow(
  trx: Trx,
  actor: Actor,
  body: { instId: string; nodeIds?: string[]; follow: boolean },
): Promise<ActionAnswer> {
  const inst = await viewable(trx, actor, body.instId);
  const nodeIds = [...new Set(body.nodeIds ?? [])];
  if (nodeIds.length > 0) {
    const known = new Set((await nodesOf(trx, inst)).map((n) => n.id));
    if (nodeIds.some((id) => !known.has(id))) throw new HttpError(400, "bpmFollowBadNode");
  }
  const mine = trx
    .deleteFrom("bpm_task_follow")
    .where("tenant_id", "=", actor.tenantId)
    .where("inst_id", "=", inst.id)
    .where("user_id", "=", actor.userId);
  if (body.follow) {
    await mine.execute();
    await trx
      .insertInto("bpm_task_follow")
      .values(
        (nodeIds.length ? nodeIds : [""]).map((nodeId) => ({
          tenant_id: actor.tenantId,
          inst_id: inst.id,
          user_id: actor.userId,
          node_id: nodeId,
        })),
      )
      .execute();
  } else {
    await (nodeIds.length ? mine.where("node_id", "in", nodeIds) : mine).execute();
  }
  await audit(trx, actor, body.follow ? "follow" : "unfollow", { instId: inst.id }, { nodeIds });
  return {
    status: 200,
    body: ok("", message(body.follow ? "bpmFollowed" : "bpmUnfollowed", actor.lang)),
  };
}

/** One follow row of an instance: who, and which node ('' = the whole instance). */
interface FollowRow {
  userId: string;
  nodeId: string;
}

// The follow rows of the instance an action holds, read once with its task under the lock (guard.ts
// `alongside`, see followsAlongside): the decision's and the end's messages then need no read of their own.
const readFollows = new WeakMap<Trx, { instId: string; rows: FollowRow[] }>();

/**
 * The follow rows of an instance as a column of the action's task read (guard.ts `taskForAction`); hand
 * the value to {@link keepFollows}.
 */
export function followsAlongside(inst: InstanceRow): RawBuilder<unknown> {
  return sql`(SELECT coalesce(json_agg(json_build_object('userId', f.user_id, 'nodeId', f.node_id)), '[]'::json)
    FROM bpm_task_follow f WHERE f.tenant_id = ${inst.tenant_id} AND f.inst_id = ${inst.id})`;
}

/** Keeps the follow rows read by {@link followsAlongside} for the rest of the transaction. */
export function keepFollows(trx: Trx, inst: InstanceRow, rows: unknown): void {
  if (Array.isArray(rows)) readFollows.set(trx, { instId: inst.id, rows: rows as FollowRow[] });
}

/** Followers of an instance (all, or those of the whole instance or of one node), the actor left out. */
async function followers(trx: Trx, inst: InstanceRow, nodeId: string | null, except: string | null) {
  const kept = readFollows.get(trx);
  let rows: FollowRow[];
  if (kept?.instId === inst.id) rows = kept.rows;
  else {
    const read = await trx
      .selectFrom("bpm_task_follow")
      .select(["user_id", "node_id"])
      .where("tenant_id", "=", inst.tenant_id)
      .where("inst_id", "=", inst.id)
      .execute();
    rows = read.map((r) => ({ userId: r.user_id, nodeId: r.node_id }));
  }
  const users = rows.filter((r) => nodeId === null || r.nodeId === "" || r.nodeId === nodeId);
  return [...new Set(users.map((r) => r.userId))].sort().filter((u) => u !== except);
}

/** The hook of a decision on a task (complete.ts): tells the node's followers (outbox, same transaction). */
export async function notifyNodeFollowers(
  trx: Trx,
  inst: InstanceRow,
  node: { id: string; name: string },
  action: string,
  actor: Actor,
): Promise<void> {
  await outbox(trx, inst.tenant_id, "followNodePassed", await followers(trx, inst, node.id, actor.userId), {
    instId: inst.id,
    subject: inst.subject,
    nodeName: node.name,
    action,
    auditor: actor.fullname,
  });
}

/** The hook of an instance's end (complete.ts endInstance): tells every follower. */
export async function notifyEndFollowers(trx: Trx, inst: InstanceRow): Promise<void> {
  await outbox(trx, inst.tenant_id, "followInstanceEnded", await followers(trx, inst, null, null), {
    instId: inst.id,
    subject: inst.subject,
  });
}

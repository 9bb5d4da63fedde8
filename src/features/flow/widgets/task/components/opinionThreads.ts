import type { BpmOpinion } from "../../../../../api/contract";

/* The approval history's threads: replies to an inquiry (征询) or a communication (沟通) listed under it. */

/** Opinion statuses that open a thread (the asker's row; qualfieds = the people asked). */
export const THREAD_STATUSES: readonly string[] = ["inqu", "start_commu"];

/** A row of the history and the rows nested under it (replies, withdrawals, pending answers). */
export interface OpinionThread {
  opinion: BpmOpinion;
  replies: BpmOpinion[];
}

/** The ids of an opinion's qualfieds (JSON text of [{id,name,type}]); [] when absent or unreadable. */
export function qualfiedIds(opinion: BpmOpinion): string[] {
  if (!opinion.qualfieds) return [];
  try {
    const list = JSON.parse(opinion.qualfieds) as unknown;
    return Array.isArray(list) ? list.map((q) => String((q as { id?: unknown }).id ?? "")) : [];
  } catch {
    return [];
  }
}

/** The person a nested row is about: the one asked (pending, withdrawn) or the one who answered. */
function personOf(row: BpmOpinion): string {
  if (row.completeTime === "" || row.status === "retracted") return qualfiedIds(row)[0] ?? "";
  return row.auditor ?? "";
}

/** The thread status a nested row belongs to, or "" when either (a pending answer). */
function kindOf(row: BpmOpinion): string {
  if (row.status === "inqu_reply" || row.status === "retracted") return "inqu";
  if (row.status === "feedback") return "start_commu";
  return "";
}

/**
 * Groups the history (server order: pending rows, then newest first) into threads: a row with a
 * `parentTaskId` goes under the newest inquiry/communication row of that task asked no later than it and
 * naming its person; rows without a parent (or whose parent is not in the list) stay where they are.
 * Replies are listed oldest first, pending ones last.
 */
export function opinionThreads(opinions: BpmOpinion[]): OpinionThread[] {
  const threads = opinions.map((opinion) => ({ opinion, replies: [] as BpmOpinion[] }));
  const openers = threads.filter((t) => THREAD_STATUSES.includes(t.opinion.status));
  const nested = new Set<BpmOpinion>();
  for (const row of opinions) {
    if (!row.parentTaskId || THREAD_STATUSES.includes(row.status)) continue;
    const person = personOf(row);
    const kind = kindOf(row);
    const parent = openers
      .filter(
        (t) =>
          t.opinion.taskId === row.parentTaskId &&
          (kind === "" || t.opinion.status === kind) &&
          t.opinion.createTime <= row.createTime &&
          qualfiedIds(t.opinion).includes(person),
      )
      .sort((a, b) => (a.opinion.createTime < b.opinion.createTime ? 1 : -1))[0];
    if (!parent) continue;
    parent.replies.push(row);
    nested.add(row);
  }
  for (const t of openers)
    t.replies.sort((a, b) => {
      const [ak, bk] = [a.completeTime || "\uffff", b.completeTime || "\uffff"];
      return ak < bk ? -1 : ak > bk ? 1 : 0;
    });
  return threads.filter((t) => !nested.has(t.opinion));
}

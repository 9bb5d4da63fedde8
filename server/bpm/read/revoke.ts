/** The revoke rule of done rows (spec 2 §4), as a pure function over rows in list order. */

/** Opinion statuses that make a done row of a running instance revocable. */
export const REVOCABLE_OPINIONS = ["agree", "inqu"] as const;

/** What the rule reads of a done row. */
export interface RevokeInput {
  procInstId: string;
  taskKey: string;
  instStatus: string;
  opinionStatus: string;
}

/** The key rows are grouped by: one revocable row per instance and task key. */
export const revokeKey = (row: { procInstId: string; taskKey: string }) =>
  `${row.procInstId}\u0000${row.taskKey}`;

/** True when the row itself qualifies: its instance is running and its opinion is agree or inqu. */
export function qualifiesForRevoke(row: RevokeInput): boolean {
  return (
    row.instStatus === "running" && (REVOCABLE_OPINIONS as readonly string[]).includes(row.opinionStatus)
  );
}

/**
 * Marks revocable rows (spec 2 §4): a row of a running instance whose opinion is agree or inqu is
 * revocable, but only the first such row per (instance id, task key) in list order (completeTime desc);
 * later duplicates and all other rows are not. `seenBefore` holds the keys already taken by rows of
 * earlier pages.
 */
export function markRevocable<T extends RevokeInput>(
  rows: T[],
  seenBefore: ReadonlySet<string> = new Set(),
): (T & { revoke: boolean })[] {
  const seen = new Set(seenBefore);
  return rows.map((row) => {
    if (!qualifiesForRevoke(row)) return { ...row, revoke: false };
    const key = revokeKey(row);
    const first = !seen.has(key);
    seen.add(key);
    return { ...row, revoke: first };
  });
}

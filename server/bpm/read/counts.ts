import type { CountRow, SysType } from "../../../src/api/contract";
import type { Lang } from "../../http/messages";
import type { Db } from "../engine/identities";
import { typesByKey } from "./model";

/**
 * Count rows (contract CountRow): `{typeId:"total"}` first with the sum of every group, then one row per
 * FLOW_TYPE category with a count above 0, in category order. Groups outside the categories count only
 * in the total.
 */
export function countRowsOf(
  groups: { typeId: string | null; count: number | string }[],
  types: SysType[],
): CountRow[] {
  const byType = new Map<string, number>();
  let total = 0;
  for (const g of groups) {
    const n = Number(g.count) || 0;
    total += n;
    if (g.typeId) byType.set(g.typeId, (byType.get(g.typeId) ?? 0) + n);
  }
  const rows: CountRow[] = [{ typeId: "total", count: total }];
  for (const t of types) {
    const n = byType.get(t.id) ?? 0;
    if (n > 0) rows.push({ typeId: t.id, typeName: t.name, count: n });
  }
  return rows;
}

/** Count rows of groups counted by category, named in the request language. */
export async function flowTypeCounts(
  db: Db,
  tenantId: string,
  lang: Lang,
  groups: { typeId: string | null; count: number | string }[],
): Promise<CountRow[]> {
  return countRowsOf(groups, await typesByKey(db, tenantId, "FLOW_TYPE", lang));
}

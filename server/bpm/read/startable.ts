import type { BpmDefinitionRow, CountRow, OftenFlow, PageList, QueryFilter } from "../../../src/api/contract";
import type { Database } from "../../db";
import { badRequest } from "../../http/errors";
import { localizeColumn } from "../../http/locale";
import type { Lang } from "../../http/messages";
import { pageOf, runPaged, whereOf } from "../../http/queryFilter";
import type { Caller } from "./access";
import { countRowsOf } from "./counts";
import { paramText } from "./format";
import {
  type DefinitionRecord,
  definitionQuery,
  definitionRowOf,
  startableDefinitions,
  typesByKey,
} from "./model";
import { DEFINITION_FILTERS } from "./whitelists";

/** How many often-used flows a user may keep (spec 2 §5/§9). */
export const MAX_OFTEN_FLOWS = 20;
/** How many startable flows make the system default often-used list. */
export const DEFAULT_OFTEN_FLOWS = 6;

/** The startable definitions matching a QueryFilter (and `params.typeId`), in list order. */
async function startableMatching(db: Database, caller: Caller, lang: Lang, filter: QueryFilter) {
  const where = whereOf(filter, DEFINITION_FILTERS);
  const typeId = paramText(filter.params?.typeId);
  return startableDefinitions(db, caller, lang, (q) => {
    let out = q;
    if (where) out = out.where(where);
    if (typeId) out = out.where("d.type_id", "=", typeId);
    return out;
  });
}

/**
 * POST newProcess: the main deployed definitions the caller may start (a system administrator: all),
 * with category name, icon and leaders; optional `params.typeId`; quick search on the name. Start rights
 * are decided per flow by the engine, so the (short) list is paged after that check.
 */
export async function newProcess(
  db: Database,
  caller: Caller,
  lang: Lang,
  filter: QueryFilter,
): Promise<PageList<BpmDefinitionRow>> {
  const all = await startableMatching(db, caller, lang, filter);
  const { page, pageSize } = pageOf(filter, 20);
  return { rows: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
}

/** POST newProcessCount: how many flows the caller may start, total first, then per category. */
export async function newProcessCount(
  db: Database,
  caller: Caller,
  lang: Lang,
  filter: QueryFilter,
): Promise<CountRow[]> {
  const all = await startableMatching(db, caller, lang, { ...filter, params: {} });
  return countRowsOf(
    all.map((d) => ({ typeId: d.typeId, count: 1 })),
    await typesByKey(db, caller.tenantId, "FLOW_TYPE", lang),
  );
}

/** POST /flow/def/v1/listJson: the tenant's definitions (every version), newest first. */
export async function listDefinitions(
  db: Database,
  caller: Caller,
  lang: Lang,
  filter: QueryFilter,
): Promise<PageList<BpmDefinitionRow>> {
  const page = await runPaged(definitionQuery(db, caller.tenantId), filter, {
    whitelist: DEFINITION_FILTERS,
    defaultPageSize: 20,
    defaultSort: [
      ["d.create_time", "DESC"],
      ["d.id", "DESC"],
    ],
  });
  return { ...page, rows: (page.rows as DefinitionRecord[]).map((r) => definitionRowOf(r, lang)) };
}

const oftenOf = (d: BpmDefinitionRow, isAdd: boolean): OftenFlow => {
  const flow: OftenFlow = { id: d.id, defKey: d.defKey, name: d.name, typeId: d.typeId, isAdd };
  if (d.leaders) flow.leaders = d.leaders;
  if (d.selfStart === false) flow.selfStart = false;
  if (d.icon) flow.icon = d.icon;
  return flow;
};

/**
 * GET getMyOftenFlow: the caller's saved often-used flows that are still startable, in their order
 * (isAdd true); with none saved, the system default — the first 6 startable flows (isAdd false).
 */
export async function myOftenFlows(db: Database, caller: Caller, lang: Lang): Promise<OftenFlow[]> {
  const [saved, startable] = await Promise.all([
    db
      .selectFrom("bpm_often_flow")
      .select("def_key")
      .where("tenant_id", "=", caller.tenantId)
      .where("user_id", "=", caller.id)
      .orderBy("sn")
      .execute(),
    startableDefinitions(db, caller, lang),
  ]);
  if (saved.length === 0) return startable.slice(0, DEFAULT_OFTEN_FLOWS).map((d) => oftenOf(d, false));
  const byKey = new Map(startable.map((d) => [d.defKey, d]));
  return saved.flatMap((s) => {
    const d = byKey.get(s.def_key);
    return d ? [oftenOf(d, true)] : [];
  });
}

/** The def keys of a saveMyOftenFlow body: OftenFlow[] or {defKeys}; duplicates removed, order kept. */
export function oftenKeysOf(body: unknown): string[] {
  const list = Array.isArray(body)
    ? body.map((f) => (f && typeof f === "object" ? (f as { defKey?: unknown }).defKey : f))
    : ((body as { defKeys?: unknown[] } | null)?.defKeys ?? []);
  const keys: string[] = [];
  for (const k of list) {
    const key = typeof k === "string" ? k.trim() : "";
    if (key && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/**
 * POST saveMyOftenFlow: replaces the caller's often-used flows (at most 20, each startable by them); an
 * empty list resets to the system default.
 */
export async function saveMyOftenFlows(
  db: Database,
  caller: Caller,
  lang: Lang,
  defKeys: string[],
): Promise<void> {
  if (defKeys.length > MAX_OFTEN_FLOWS) throw badRequest("bpmOftenTooMany");
  if (defKeys.length > 0) {
    const startable = new Set((await startableDefinitions(db, caller, lang)).map((d) => d.defKey));
    const bad = defKeys.find((k) => !startable.has(k));
    if (bad) throw badRequest("bpmOftenNotStartable", { defKey: bad });
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("bpm_often_flow")
      .where("tenant_id", "=", caller.tenantId)
      .where("user_id", "=", caller.id)
      .execute();
    if (defKeys.length === 0) return;
    await trx
      .insertInto("bpm_often_flow")
      .values(defKeys.map((def_key, sn) => ({ tenant_id: caller.tenantId, user_id: caller.id, def_key, sn })))
      .execute();
  });
}

/**
 * GET getApprovalByDefKeyAndTypeId: the stock opinions for a flow — the global ones, then the flow's,
 * then the caller's personal ones, each group in sn order; a text appears once; in the request language.
 */
export async function approvalTexts(
  db: Database,
  caller: Caller,
  defKey?: string,
  lang: Lang = "zh-CN",
): Promise<string[]> {
  const rows = await db
    .selectFrom("bpm_approval_item")
    .select(["expression", "type", "sn", "label_i18n"])
    .where("tenant_id", "=", caller.tenantId)
    .where((eb) =>
      eb.or([
        eb("type", "=", 1),
        ...(defKey ? [eb.and([eb("type", "=", 2), eb("def_key", "=", defKey)])] : []),
        eb.and([eb("type", "=", 3), eb("user_id", "=", caller.id)]),
      ]),
    )
    .orderBy("type")
    .orderBy("sn")
    .orderBy("create_time")
    .orderBy("id")
    .execute();
  // Seeded and configured ones in the caller's language (their label_i18n map), personal ones as typed.
  return [...new Set(rows.map((r) => localizeColumn(r, "expression", lang) ?? r.expression))];
}

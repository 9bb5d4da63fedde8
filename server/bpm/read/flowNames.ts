import { isLabelMap, localize, localizeColumn } from "../../http/locale";
import type { Lang } from "../../http/messages";
import type { FlowDefinitionJson, NameI18n } from "../engine/definitionTypes";
import type { Db } from "../engine/identities";
import { findDefinition } from "../engine/store";

/**
 * Flow, node and org names on the read side in the request language (issue 13 §5).
 *
 * The engine copies names as plain zh-CN strings when it writes rows: the flow name (`def_name`) onto
 * instances, tasks and notices, the node name onto tasks (`name`), opinions (`task_name`) and the executed
 * stack, the caller's org path (`org_path`) onto opinions. Those copies stay as they are (they are what
 * SQL searches and sorts). What a response shows is resolved when it is read: the pinned definition a row
 * names by id is the source — its `label_i18n` for the flow name, each node's `nameI18n` for node names —
 * and an org path is replaced by the path, in the request language, of the tenant's org whose zh-CN
 * `path_name` it is (an org renamed since the decision no longer matches and its old path shows as stored).
 *
 * Cost: nothing in zh-CN; in en-US one cached look-up per definition id (engine/store.ts keeps parsed
 * definitions per id, which never change) and one query for the distinct org paths of a response.
 */

/** A node's or flow's name in `lang`: its nameI18n text when there is one, else its (zh-CN) name. */
export function nameIn(item: { name?: string; nameI18n?: NameI18n }, lang: Lang): string {
  return (lang !== "zh-CN" ? item.nameI18n?.[lang] : undefined) || item.name || "";
}

/** The keys of a response whose values are never flow rows (form schemas, form data, buttons). */
const SKIP = new Set(["data", "form", "permission", "buttons", "leaders", "subject"]);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

/** The definition ids of the flow rows in a response, and the org paths shown on it. */
function collect(value: unknown, defIds: Set<string>, orgPaths: Set<string>): void {
  if (Array.isArray(value)) {
    for (const v of value) collect(v, defIds, orgPaths);
    return;
  }
  if (!isObject(value)) return;
  for (const key of ["procDefId", "defId"])
    if (typeof value[key] === "string") defIds.add(value[key] as string);
  if (typeof value.orgPath === "string") orgPaths.add(value.orgPath);
  for (const [k, v] of Object.entries(value))
    if (!SKIP.has(k) && v && typeof v === "object") collect(v, defIds, orgPaths);
}

interface Names {
  defName: string;
  /** Node name by node id, and by its zh-CN name (for comma-joined lists of open tasks' names). */
  byId: Map<string, string>;
  byName: Map<string, string>;
}

function namesOf(
  rowLabels: { name: string; label_i18n: unknown },
  def: FlowDefinitionJson,
  lang: Lang,
): Names {
  const byId = new Map<string, string>();
  const byName = new Map<string, string>();
  for (const n of def.nodes) {
    const text = nameIn(n, lang);
    byId.set(n.id, text);
    if (!byName.has(n.name)) byName.set(n.name, text);
  }
  return { defName: localizeColumn(rowLabels, "name", lang) ?? rowLabels.name, byId, byName };
}

/** Rewrites the names of one response's flow rows in place (see above). */
function rewrite(value: unknown, names: Map<string, Names>, paths: Map<string, string>, ctx?: Names): void {
  if (Array.isArray(value)) {
    for (const v of value) rewrite(v, names, paths, ctx);
    return;
  }
  if (!isObject(value)) return;
  const defId =
    (typeof value.procDefId === "string" && value.procDefId) ||
    (typeof value.defId === "string" && value.defId);
  const own = defId ? names.get(defId) : undefined;
  const here = own ?? ctx;
  if (own) {
    if (typeof value.procDefName === "string") value.procDefName = own.defName;
    if (typeof value.defName === "string") value.defName = own.defName;
  }
  if (here) {
    const nodeId =
      typeof value.nodeId === "string"
        ? value.nodeId
        : typeof value.taskKey === "string"
          ? value.taskKey
          : undefined;
    if (nodeId && typeof value.name === "string") value.name = here.byId.get(nodeId) ?? value.name;
    if (typeof value.taskName === "string") {
      const byId = nodeId ? here.byId.get(nodeId) : undefined;
      value.taskName =
        byId ??
        value.taskName
          .split(",")
          .map((n) => here.byName.get(n) ?? n)
          .join(",");
    }
  }
  if (typeof value.orgPath === "string") value.orgPath = paths.get(value.orgPath) ?? value.orgPath;
  for (const [k, v] of Object.entries(value))
    if (!SKIP.has(k) && v && typeof v === "object") rewrite(v, names, paths, here);
}

/**
 * Shows a read response's flow names, node names and opinion org paths in `lang` (in place; returns the
 * payload). Objects naming a definition by `procDefId` or `defId` get `procDefName`/`defName` from its
 * label; an object with `nodeId` or `taskKey` (task, opinion, node list) gets its `name`/`taskName` from
 * that node; an instance's `taskName` (its open tasks' names, comma separated) is mapped name by name.
 * Nested objects take the nearest definition around them. A definition that is gone leaves rows as stored.
 */
export async function localizeFlowNames<T>(db: Db, tenantId: string, lang: Lang, payload: T): Promise<T> {
  if (lang === "zh-CN" || !payload || typeof payload !== "object") return payload;
  const defIds = new Set<string>();
  const orgPaths = new Set<string>();
  collect(payload, defIds, orgPaths);
  if (defIds.size === 0 && orgPaths.size === 0) return payload;
  const names = new Map<string, Names>();
  for (const defId of defIds) {
    const loaded = await findDefinition(db, tenantId, { defId, pinned: true }).catch(() => undefined);
    if (loaded) names.set(defId, namesOf(loaded.row, loaded.def, lang));
  }
  const paths = new Map<string, string>();
  if (orgPaths.size > 0) {
    const orgs = await db
      .selectFrom("uc_org")
      .select(["path_name", "label_i18n"])
      .where("tenant_id", "=", tenantId)
      .where("path_name", "in", [...orgPaths])
      .execute();
    for (const o of orgs) {
      const map = isObject(o.label_i18n) ? o.label_i18n.path_name : undefined;
      if (o.path_name && isLabelMap(map)) paths.set(o.path_name, localize(map, lang));
    }
  }
  rewrite(payload, names, paths);
  return payload;
}

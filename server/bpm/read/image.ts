import type { Database } from "../../db";
import { badRequest } from "../../http/errors";
import { localizeColumn } from "../../http/locale";
import type { Lang } from "../../http/messages";
import { nodeById, startNode } from "../engine/definition";
import type { FlowDefinitionJson } from "../engine/definitionTypes";
import { type Caller, viewableInstance } from "./access";
import { flowDiagramSvg, type NodeState } from "./diagram";
import { loadedDefinition } from "./model";

/**
 * The state of every node of an instance: current where a task is open, done where the engine has
 * executed it (the stack, completed opinions, the start node, the end node of an ended instance).
 */
async function nodeStates(
  db: Database,
  tenantId: string,
  def: FlowDefinitionJson,
  inst: { id: string; status: string },
): Promise<Map<string, NodeState>> {
  const [stack, opinions, tasks] = await Promise.all([
    db
      .selectFrom("bpm_exe_stack")
      .select("node_id")
      .where("tenant_id", "=", tenantId)
      .where("inst_id", "=", inst.id)
      .execute(),
    db
      .selectFrom("bpm_opinion")
      .select("task_key")
      .where("tenant_id", "=", tenantId)
      .where("inst_id", "=", inst.id)
      .where("complete_time", "is not", null)
      .execute(),
    db
      .selectFrom("bpm_task")
      .select("node_id")
      .where("tenant_id", "=", tenantId)
      .where("inst_id", "=", inst.id)
      .execute(),
  ]);
  const states = new Map<string, NodeState>();
  if (inst.status !== "draft") states.set(startNode(def).id, "done");
  for (const s of stack) states.set(s.node_id, "done");
  for (const o of opinions) if (nodeById(def, o.task_key)) states.set(o.task_key, "done");
  for (const t of tasks) states.set(t.node_id, "current");
  // Gateways leave no trace: one is passed when a done node leads into it and it leads on to a reached node.
  const reached = (id: string) => states.get(id) === "done" || states.get(id) === "current";
  for (const g of def.nodes.filter((n) => n.type === "exclusiveGateway")) {
    if (states.has(g.id)) continue;
    const into = def.flows.some((f) => f.to === g.id && states.get(f.from) === "done");
    const on = def.flows.some((f) => f.from === g.id && reached(f.to));
    if (into && on) states.set(g.id, "done");
  }
  // An ended instance reached the end node its done nodes lead into (through gateways).
  const ends = def.nodes.filter((n) => n.type === "end");
  if (inst.status === "end" && !ends.some((n) => states.has(n.id))) {
    const leadsFromDone = (id: string, seen: Set<string>): boolean =>
      def.flows.some((f) => {
        if (f.to !== id || seen.has(f.from)) return false;
        if (states.get(f.from) === "done") return true;
        const from = nodeById(def, f.from);
        if (from?.type !== "exclusiveGateway") return false;
        seen.add(f.from);
        if (!leadsFromDone(f.from, seen)) return false;
        states.set(f.from, "done");
        return true;
      });
    for (const n of ends) if (leadsFromDone(n.id, new Set())) states.set(n.id, "done");
  }
  return states;
}

/**
 * GET instanceFlowImage: the flow diagram (SVG) of an instance — done nodes green, current orange,
 * pending grey — or of a bare definition (defId) with every node pending.
 */
export async function flowImage(
  db: Database,
  caller: Caller,
  lang: Lang,
  target: { proInstId?: string; defId?: string },
): Promise<string> {
  if (target.proInstId) {
    const inst = await viewableInstance(db, caller, target.proInstId);
    const def = (await loadedDefinition(db, caller.tenantId, { defId: inst.def_id })).def;
    const states = await nodeStates(db, caller.tenantId, def, inst);
    return flowDiagramSvg(def, states, { title: inst.subject, lang });
  }
  if (target.defId) {
    const { row, def } = await loadedDefinition(db, caller.tenantId, { defId: target.defId });
    return flowDiagramSvg(def, new Map(), { title: localizeColumn(row, "name", lang) ?? row.name, lang });
  }
  throw badRequest("bpmImageTarget");
}

import jsonLogic from "json-logic-js";
import type { BoDataBag } from "../../../src/api/contract";
import { DefinitionError, nodeById, outgoing } from "./definition";
import type { EndNode, FlowDefinitionJson, SequenceFlow, UserTaskNode } from "./definitionTypes";

/** Where the flow stops after a node: a user task to create, or the end. */
export type Stop = { kind: "task"; node: UserTaskNode } | { kind: "end"; node: EndNode };

/** The scope gateway conditions read: the BO rows by alias, plus the action's `vars`. */
export type GatewayScope = BoDataBag & { vars: Record<string, string> };

/**
 * The exit a gateway takes: the first exit (in definition order) whose json-logic condition holds over
 * the scope, else its default exit (json-logic-js `apply`, never eval).
 */
export function gatewayExit(exits: SequenceFlow[], scope: GatewayScope): SequenceFlow | undefined {
  for (const flow of exits) {
    if (flow.isDefault || flow.condition === undefined) continue;
    if (jsonLogic.truthy(jsonLogic.apply(flow.condition as never, scope))) return flow;
  }
  return exits.find((f) => f.isDefault);
}

/**
 * Follows the flow from a node (start or a completed user task) through exclusive gateways to the next
 * user task or the end. Throws DefinitionError on a loop of gateways or a dead end.
 */
export function nextStop(def: FlowDefinitionJson, fromNodeId: string, scope: GatewayScope): Stop {
  let at = fromNodeId;
  for (let steps = 0; steps < 100; steps++) {
    const node = nodeById(def, at);
    if (!node) throw new DefinitionError("/nodes", `missing node "${at}"`);
    if (steps > 0 && node.type === "userTask") return { kind: "task", node };
    if (node.type === "end") return { kind: "end", node };
    const exits = outgoing(def, at);
    const exit = node.type === "exclusiveGateway" ? gatewayExit(exits, scope) : exits[0];
    if (!exit) throw new DefinitionError("/flows", `no way on from node "${at}"`);
    at = exit.to;
  }
  throw new DefinitionError("/flows", `the flow from "${fromNodeId}" loops through gateways`);
}

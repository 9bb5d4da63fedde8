import { isObject } from "../../http/json";
import type {
  AssigneeRule,
  FieldModeCode,
  FlowDefinitionJson,
  FlowNode,
  SequenceFlow,
  UserTaskNode,
} from "./definitionTypes";

/** A definition that does not hold together; `path` is the JSON pointer of the bad part (`/nodes/2/type`). */
export class DefinitionError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path || "/"}: ${reason}`);
    this.name = "DefinitionError";
  }
}

const NODE_TYPES = ["start", "end", "userTask", "exclusiveGateway"] as const;
const ASSIGNEE_TYPES = ["user", "role", "post", "org", "starter", "starterManager"] as const;
const FIELD_MODES: FieldModeCode[] = ["b", "w", "r", "n"];

/** Operations json-logic-js knows (we add none on the server). */
const LOGIC_OPS = new Set([
  "var",
  "missing",
  "missing_some",
  "if",
  "?:",
  "==",
  "===",
  "!=",
  "!==",
  "!",
  "!!",
  "or",
  "and",
  ">",
  ">=",
  "<",
  "<=",
  "max",
  "min",
  "+",
  "-",
  "*",
  "/",
  "%",
  "map",
  "filter",
  "reduce",
  "all",
  "none",
  "some",
  "merge",
  "in",
  "cat",
  "substr",
]);

function fail(path: string, reason: string): never {
  throw new DefinitionError(path, reason);
}

function requireString(value: unknown, path: string): string {
  if (typeof value !== "string" || value.trim() === "") fail(path, "must be a non-empty string");
  return value;
}

function requireStrings(value: unknown, path: string): string[] {
  if (!Array.isArray(value) || value.length === 0) fail(path, "must be a non-empty array of strings");
  value.forEach((v, i) => {
    requireString(v, `${path}/${i}`);
  });
  return value as string[];
}

/** Checks that a value is a json-logic expression built only from known operations. */
function checkLogic(value: unknown, path: string): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      checkLogic(v, `${path}/${i}`);
    });
    return;
  }
  if (!isObject(value)) return;
  const keys = Object.keys(value);
  if (keys.length !== 1) fail(path, "a json-logic rule must have exactly one operation");
  const op = keys[0] as string;
  if (!LOGIC_OPS.has(op)) fail(path, `unknown json-logic operation "${op}"`);
  checkLogic(value[op], `${path}/${op.replace(/~/g, "~0").replace(/\//g, "~1")}`);
}

function checkFieldModes(value: unknown, path: string): void {
  if (value === undefined) return;
  if (!isObject(value)) fail(path, "must be an object of { boAlias: { field: mode } }");
  for (const [alias, fields] of Object.entries(value)) {
    if (!isObject(fields)) fail(`${path}/${alias}`, "must be an object of { field: mode }");
    for (const [field, mode] of Object.entries(fields)) {
      if (!FIELD_MODES.includes(mode as FieldModeCode))
        fail(`${path}/${alias}/${field}`, `field mode must be one of ${FIELD_MODES.join(", ")}`);
    }
  }
}

function checkAssignees(value: unknown, path: string, mayBeEmpty = false): void {
  if (!Array.isArray(value) || (value.length === 0 && !mayBeEmpty))
    fail(path, "a user task needs at least one assignee rule");
  value.forEach((rule, i) => {
    const at = `${path}/${i}`;
    if (!isObject(rule)) fail(at, "must be an object");
    const type = rule.type;
    if (!ASSIGNEE_TYPES.includes(type as AssigneeRule["type"]))
      fail(`${at}/type`, `unknown assignee type "${String(type)}"`);
    if (type === "user" || type === "org") requireStrings(rule.ids, `${at}/ids`);
    if (type === "role") requireStrings(rule.aliases, `${at}/aliases`);
    if (type === "post") requireStrings(rule.codes, `${at}/codes`);
  });
}

/** An optional nameI18n: an object of zh-CN/en-US strings. */
function checkNameI18n(value: unknown, path: string): void {
  if (value === undefined) return;
  if (!isObject(value)) fail(path, "must be an object");
  for (const [lang, text] of Object.entries(value)) {
    if (lang !== "zh-CN" && lang !== "en-US") fail(`${path}/${lang}`, "unknown language");
    if (typeof text !== "string") fail(`${path}/${lang}`, "must be a string");
  }
}

function checkNode(node: unknown, path: string): FlowNode {
  if (!isObject(node)) fail(path, "must be an object");
  requireString(node.id, `${path}/id`);
  requireString(node.name, `${path}/name`);
  checkNameI18n(node.nameI18n, `${path}/nameI18n`);
  if (!NODE_TYPES.includes(node.type as FlowNode["type"]))
    fail(`${path}/type`, `unknown node type "${String(node.type)}"`);
  for (const axis of ["x", "y"] as const) {
    if (typeof node[axis] !== "number" || !Number.isFinite(node[axis]))
      fail(`${path}/${axis}`, "must be a number");
  }
  if (node.type === "userTask") {
    checkAssignees(node.assignees, `${path}/assignees`);
    if (node.copyTo !== undefined) checkAssignees(node.copyTo, `${path}/copyTo`, true);
    checkFieldModes(node.fieldModes, `${path}/fieldModes`);
    if (node.buttons !== undefined && !Array.isArray(node.buttons))
      fail(`${path}/buttons`, "must be an array of button aliases");
    if (node.countersign !== undefined && !isObject(node.countersign))
      fail(`${path}/countersign`, "must be an object");
    for (const key of ["dueTime", "remindBefore"] as const) {
      const w = node[key] as { amount?: unknown; unit?: unknown } | undefined;
      if (w === undefined) continue;
      if (
        !isObject(w) ||
        typeof w.amount !== "number" ||
        !Number.isFinite(w.amount) ||
        w.amount < 0 ||
        w.amount > 10_000 ||
        (w.unit !== "hour" && w.unit !== "day")
      )
        fail(`${path}/${key}`, 'must be { amount: number ≥ 0, unit: "hour" | "day" }');
    }
  }
  return node as unknown as FlowNode;
}

/**
 * Validates a definition JSON (bpm_definition.definition) and returns it typed. Throws DefinitionError
 * naming the JSON path of the first bad part: unknown node type, duplicate id, flow to a missing node,
 * no start or end, a node without a way on, gateway exits without a default, bad json-logic.
 */
export function loadDefinition(json: unknown): FlowDefinitionJson {
  const value = typeof json === "string" ? parseJson(json) : json;
  if (!isObject(value)) fail("", "a definition must be an object");
  requireString(value.formKey, "/formKey");
  if (value.subjectRule !== undefined && typeof value.subjectRule !== "string")
    fail("/subjectRule", "must be a string");
  checkFieldModes(value.startFieldModes, "/startFieldModes");
  if (!Array.isArray(value.nodes)) fail("/nodes", "must be an array");
  if (!Array.isArray(value.flows)) fail("/flows", "must be an array");
  const nodes = value.nodes.map((n, i) => checkNode(n, `/nodes/${i}`));
  const nodeIndex = new Map<string, number>();
  nodes.forEach((n, i) => {
    if (nodeIndex.has(n.id)) fail(`/nodes/${i}/id`, `duplicate node id "${n.id}"`);
    nodeIndex.set(n.id, i);
  });
  const starts = nodes.filter((n) => n.type === "start");
  if (starts.length === 0) fail("/nodes", "the definition has no start node");
  if (starts.length > 1)
    fail(`/nodes/${nodeIndex.get(starts[1]?.id ?? "")}`, "only one start node is allowed");
  if (!nodes.some((n) => n.type === "end")) fail("/nodes", "the definition has no end node");

  const flowIds = new Set<string>();
  const flows = value.flows.map((f, i) => {
    const path = `/flows/${i}`;
    if (!isObject(f)) fail(path, "must be an object");
    const id = requireString(f.id, `${path}/id`);
    if (flowIds.has(id)) fail(`${path}/id`, `duplicate flow id "${id}"`);
    flowIds.add(id);
    for (const end of ["from", "to"] as const) {
      const target = requireString(f[end], `${path}/${end}`);
      if (!nodeIndex.has(target)) fail(`${path}/${end}`, `flow ${end} a missing node "${target}"`);
    }
    checkNameI18n(f.nameI18n, `${path}/nameI18n`);
    if (f.condition !== undefined) checkLogic(f.condition, `${path}/condition`);
    if (f.isDefault !== undefined && typeof f.isDefault !== "boolean")
      fail(`${path}/isDefault`, "must be a boolean");
    return f as unknown as SequenceFlow;
  });

  nodes.forEach((node, i) => {
    const exits = flows.map((f, j) => ({ f, j })).filter(({ f }) => f.from === node.id);
    const path = `/nodes/${i}`;
    if (node.type === "end") {
      if (exits.length > 0) fail(`/flows/${exits[0]?.j}`, "an end node has no outgoing flow");
      return;
    }
    if (exits.length === 0) fail(path, `node "${node.id}" has no outgoing flow`);
    if (node.type === "exclusiveGateway") {
      const defaults = exits.filter(({ f }) => f.isDefault === true);
      if (defaults.length === 0) fail(path, `gateway "${node.id}" has no default exit (isDefault)`);
      if (defaults.length > 1) fail(`/flows/${defaults[1]?.j}/isDefault`, "a gateway has one default exit");
      return;
    }
    if (exits.length > 1) fail(`/flows/${exits[1]?.j}`, `node "${node.id}" may have only one outgoing flow`);
    if (node.type === "start" && flows.some((f) => f.to === node.id))
      fail(path, "no flow may lead into the start node");
  });
  return value as unknown as FlowDefinitionJson;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    return fail("", `not valid JSON: ${(e as Error).message}`);
  }
}

/** The node with this id, or undefined. */
export function nodeById(def: FlowDefinitionJson, nodeId: string): FlowNode | undefined {
  return def.nodes.find((n) => n.id === nodeId);
}

/** The flows leaving a node, in definition order. */
export function outgoing(def: FlowDefinitionJson, nodeId: string): SequenceFlow[] {
  return def.flows.filter((f) => f.from === nodeId);
}

/** The user-task nodes of a definition, in definition order. */
export function userTasks(def: FlowDefinitionJson): UserTaskNode[] {
  return def.nodes.filter((n): n is UserTaskNode => n.type === "userTask");
}

/** The start node (a loaded definition has exactly one). */
export function startNode(def: FlowDefinitionJson): FlowNode {
  const node = def.nodes.find((n) => n.type === "start");
  if (!node) throw new DefinitionError("/nodes", "the definition has no start node");
  return node;
}

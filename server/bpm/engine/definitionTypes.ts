/**
 * A flow definition as stored in bpm_definition.definition (JSON). The engine validates it at load
 * (definition.ts); instances pin the definition row (id = one version). Both the engine (actions) and the
 * read side (buttons, field modes, the diagram) read this shape.
 */

/** Who a user task is offered to. Several rules add up; the resolved users become candidates. */
export type AssigneeRule =
  | { type: "user"; ids: string[] }
  | { type: "role"; aliases: string[] }
  | { type: "post"; codes: string[] }
  | { type: "org"; ids: string[] }
  /** The user who started the instance. */
  | { type: "starter" }
  /** Users holding a manager post (uc_post.is_manager) in the starter's master org. */
  | { type: "starterManager" };

/** Countersign (会签) settings: recorded now, executed by the delegation/countersign issue. */
export interface CountersignSetting {
  enabled: boolean;
  /** "parallel" | "sequence" */
  mode?: "parallel" | "sequence";
  /** Pass rule: "amount" | "percent", and the threshold. */
  voteType?: "amount" | "percent";
  voteAmount?: number;
  /** What decides: the agree votes or the refuse votes. */
  decideType?: "agree" | "refuse";
}

/** Field mode of the node's form: b required, w writable, r read-only, n hidden (CONTRACT §9). */
export type FieldModeCode = "b" | "w" | "r" | "n";

/** A node's or flow's name in other languages (`name` is the zh-CN one the engine copies onto rows). */
export type NameI18n = { "zh-CN"?: string; "en-US"?: string };

export interface FlowNodeBase {
  id: string;
  name: string;
  /** The name in other languages, shown at read time in the request language (server/bpm/read/flowNames.ts). */
  nameI18n?: NameI18n;
  /** Diagram position (top-left of the node box, in px). */
  x: number;
  y: number;
}

export interface StartNode extends FlowNodeBase {
  type: "start";
}

export interface EndNode extends FlowNodeBase {
  type: "end";
}

export interface UserTaskNode extends FlowNodeBase {
  type: "userTask";
  assignees: AssigneeRule[];
  countersign?: CountersignSetting;
  /**
   * Field modes of this node: `{ "<boAlias>": { "<field>": "b"|"w"|"r"|"n" } }`; sub-table columns as
   * `"sub_items.price"`. Fields not listed take the definition's `defaultFieldMode` ("r" on tasks).
   */
  fieldModes?: Record<string, Record<string, FieldModeCode>>;
  /** Button aliases shown on this node, in order; absent = the default set (agree, oppose, reject, backToStart, lockUnlock, endProcess, saveDraft). */
  buttons?: string[];
  /** Whether the task must be claimed (签收) before acting. */
  mustLock?: boolean;
  /** Copy-to (抄送): people sent a notice to read when this node's task is agreed or opposed (engine/notices.ts). */
  copyTo?: AssigneeRule[];
  /** The task's due time after its creation, in working time (8 h a day, weekends and holidays off). */
  dueTime?: WorkingAmount;
  /** When the handlers are reminded before the due time (working time; default 1 hour). */
  remindBefore?: WorkingAmount;
}

/** An amount of working time. */
export interface WorkingAmount {
  amount: number;
  unit: "hour" | "day";
}

export interface ExclusiveGatewayNode extends FlowNodeBase {
  type: "exclusiveGateway";
}

export type FlowNode = StartNode | EndNode | UserTaskNode | ExclusiveGatewayNode;

/** A sequence flow. `condition` (json-logic over `{ <boAlias>: BoRow, vars }`) is read on gateway exits. */
export interface SequenceFlow {
  id: string;
  from: string;
  to: string;
  name?: string;
  /** The name in other languages (see FlowNodeBase.nameI18n). */
  nameI18n?: NameI18n;
  condition?: unknown;
  /** The gateway exit taken when no condition holds. */
  isDefault?: boolean;
}

export interface FlowDefinitionJson {
  /** Form of the flow (bpm_form.form_key); its BO alias keys the instance data. */
  formKey: string;
  /** Subject template, mustache-like: "{{startorName}}的请假申请({{leave.days}}天)"; starter name is `startorName`. */
  subjectRule?: string;
  /** Field modes on the start node (the start form); fields not listed are "w". */
  startFieldModes?: Record<string, Record<string, FieldModeCode>>;
  nodes: FlowNode[];
  flows: SequenceFlow[];
}

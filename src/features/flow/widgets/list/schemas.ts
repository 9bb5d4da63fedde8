import { ref } from "../../../../engine";
import { OPEN_RULES } from "./openRule";

/**
 * How a flow-table column shows its field: plain text, the subject (cut, a link that opens the row), a
 * task or instance status tag, the instance's outcome tag, the user's own decision (opinion status), a time,
 * a delegation's state (转办中/已办理/已收回) and kind (转办/流转);
 * a task's due time with its 已超期 / 即将到期 tag (from the row's dueStatus).
 */
export const FLOW_COLUMN_KINDS = [
  "text",
  "subject",
  "taskStatus",
  "instStatus",
  "outcome",
  "opinionStatus",
  "datetime",
  "turnStatus",
  "turnType",
  "dueTime",
] as const;
export type FlowColumnKind = (typeof FLOW_COLUMN_KINDS)[number];

const INTENTS = ["none", "primary", "success", "warning", "danger"];
const STATE_NAME = { type: "string", pattern: "^[A-Za-z_][\\w.]*$" } as const;

/**
 * Props of `flow-table`: rows from `source` (PageList), paging kept in the scope variable `stateName`
 * (`{page, pageSize, keyword, querys}`, saved as the session's list query under `retainKey`), columns by
 * kind, rows opened by the rule `open` (spec 2 §2.4; `onOpen` gets `$event = {to, row, leaderId?}`), and
 * row actions whose steps see the row as `$event` and show while `visibleWhen` holds for it.
 */
export const flowTablePropsSchema = {
  type: "object",
  properties: {
    source: ref.dataSource,
    stateName: STATE_NAME,
    retainKey: { type: "string", minLength: 1 },
    columns: {
      type: "array",
      minItems: 1,
      items: {
        type: "object",
        properties: {
          field: { type: "string", minLength: 1 },
          title: ref.text,
          kind: { enum: [...FLOW_COLUMN_KINDS], default: "text" },
          width: { type: "number", minimum: 20 },
        },
        required: ["field", "title"],
        additionalProperties: false,
      },
    },
    rowKey: { type: "string", default: "id" },
    open: { enum: [...OPEN_RULES] },
    userId: ref.value,
    onOpen: ref.actions,
    rowActions: {
      type: "array",
      items: {
        type: "object",
        properties: {
          label: ref.text,
          icon: { type: "string" },
          intent: { enum: INTENTS },
          visibleWhen: ref.expression,
          onClick: ref.actions,
        },
        required: ["label", "onClick"],
        additionalProperties: false,
      },
    },
    pageSizes: { type: "array", items: { type: "integer", minimum: 1 }, minItems: 1 },
    emptyText: ref.text,
    label: ref.text,
    exportName: ref.text,
  },
  required: ["source", "columns"],
  additionalProperties: false,
} as const;

/**
 * Props of `flow-quick-search`: one box whose keyword becomes LIKE querys on `properties` (relation OR,
 * group quickSearch), written with page 1 into the list's scope variable `stateName`.
 */
export const quickSearchPropsSchema = {
  type: "object",
  properties: {
    stateName: STATE_NAME,
    properties: { type: "array", items: { type: "string", minLength: 1 }, minItems: 1 },
    placeholder: ref.text,
  },
  required: ["stateName", "properties"],
  additionalProperties: false,
} as const;

/**
 * Props of `flow-start-catalog`: startable flows (`source`, PageList of newProcess) by FLOW_TYPE
 * category (`typesSource`, a list of getTypesByKey); `onStart` gets `$event = {to, defId, leaderId, flow}`.
 */
export const startCatalogPropsSchema = {
  type: "object",
  properties: {
    source: ref.dataSource,
    typesSource: ref.dataSource,
    onStart: ref.actions,
    emptyText: ref.text,
  },
  required: ["source", "typesSource", "onStart"],
  additionalProperties: false,
} as const;

/**
 * Props of `flow-often-flows`: the user's often-used flows (`source`: a bare array, CommonResult or
 * PageList), their settings dialog over the startable flows (`candidatesSource`, fetched when it opens)
 * saved through `saveSource` (its body reads the chosen flows as `$event`); `onStart` as in the catalogue.
 */
export const oftenFlowsPropsSchema = {
  type: "object",
  properties: {
    source: ref.dataSource,
    candidatesSource: ref.dataSource,
    saveSource: ref.dataSource,
    onStart: ref.actions,
  },
  required: ["source", "candidatesSource", "saveSource", "onStart"],
  additionalProperties: false,
} as const;

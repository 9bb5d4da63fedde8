import type { FlowDefinitionJson } from "../bpm/engine/definitionTypes";

/** The demo flows' categories, forms and definitions (data only; server/seed/bpm.ts loads them). */

/** FLOW_TYPE categories: [key, name, English name, sn]. */
export const FLOW_TYPES: [string, string, string, number][] = [
  ["hr", "人事行政", "HR and administration", 1],
  ["finance", "财务管理", "Finance", 2],
  ["purchase", "采购管理", "Purchasing", 3],
];

export interface SeedForm {
  formKey: string;
  name: string;
  boAlias: string;
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
}

export const FORMS: SeedForm[] = [
  {
    formKey: "leave",
    name: "请假申请单",
    boAlias: "leave",
    schema: {
      type: "object",
      title: "请假申请",
      required: ["reason", "startDate", "endDate"],
      properties: {
        reason: { type: "string", title: "请假事由", maxLength: 200 },
        startDate: { type: "string", format: "date", title: "开始日期" },
        endDate: { type: "string", format: "date", title: "结束日期" },
        days: { type: "number", title: "请假天数（工作日）" },
      },
    },
    uiSchema: {
      "ui:order": ["reason", "startDate", "endDate", "days"],
      reason: { "ui:widget": "textarea", "ui:rules": "required|maxLength:200" },
      startDate: { "ui:widget": "date", "ui:rules": "required|dateRangeEnd:endDate" },
      endDate: { "ui:widget": "date", "ui:rules": "required" },
      days: { "ui:calc": { WORKDAYS: ["startDate", "endDate"] } },
    },
  },
  {
    formKey: "expense",
    name: "费用报销单",
    boAlias: "expense",
    schema: {
      type: "object",
      title: "费用报销",
      required: ["title"],
      properties: {
        title: { type: "string", title: "报销事由", maxLength: 100 },
        sub_items: {
          type: "array",
          title: "报销明细",
          minItems: 1,
          items: {
            type: "object",
            required: ["item", "amount"],
            properties: {
              item: { type: "string", title: "费用项目", maxLength: 100 },
              amount: { type: "number", title: "金额", minimum: 0 },
            },
          },
        },
        amount: { type: "number", title: "报销总额" },
        financeNote: { type: "string", title: "财务备注", maxLength: 200 },
      },
    },
    uiSchema: {
      "ui:order": ["title", "sub_items", "amount", "financeNote"],
      title: { "ui:rules": "required|maxLength:100" },
      sub_items: { items: { amount: { "ui:rules": "decimal" } } },
      amount: { "ui:widget": "currency", "ui:calc": { SUM: ["sub_items.amount"] } },
      financeNote: { "ui:widget": "textarea" },
    },
  },
  {
    formKey: "purchase",
    name: "采购申请单",
    boAlias: "purchase",
    schema: {
      type: "object",
      title: "采购申请",
      required: ["item", "quantity", "unitPrice"],
      properties: {
        item: { type: "string", title: "采购物品", maxLength: 100 },
        quantity: { type: "integer", title: "数量", minimum: 1 },
        unitPrice: { type: "number", title: "单价", minimum: 0 },
        total: { type: "number", title: "总价" },
        reason: { type: "string", title: "采购理由", maxLength: 200 },
      },
    },
    uiSchema: {
      "ui:order": ["item", "quantity", "unitPrice", "total", "reason"],
      quantity: { "ui:rules": "required|integer" },
      unitPrice: { "ui:rules": "required|decimal" },
      total: { "ui:widget": "currency", "ui:calc": { ROUND: [{ "*": ["quantity", "unitPrice"] }, 2] } },
      reason: { "ui:widget": "textarea" },
    },
  },
];

const manager = {
  id: "managerApprove",
  type: "userTask" as const,
  name: "部门经理审批",
  assignees: [{ type: "starterManager" as const }],
};

export const LEAVE: FlowDefinitionJson = {
  formKey: "leave",
  subjectRule: "{{startorName}}的请假申请：{{leave.reason}}（{{leave.days}}天）",
  nodes: [
    { id: "start", type: "start", name: "开始", x: 40, y: 130 },
    { ...manager, x: 160, y: 115 },
    { id: "daysGateway", type: "exclusiveGateway", name: "请假天数", x: 340, y: 125 },
    {
      id: "gmApprove",
      type: "userTask",
      name: "总经理审批",
      assignees: [{ type: "role", aliases: ["executive"] }],
      x: 460,
      y: 40,
    },
    { id: "end", type: "end", name: "结束", x: 660, y: 130 },
  ],
  flows: [
    { id: "f1", from: "start", to: "managerApprove" },
    { id: "f2", from: "managerApprove", to: "daysGateway" },
    {
      id: "f3",
      from: "daysGateway",
      to: "gmApprove",
      name: "大于3天",
      condition: { ">": [{ var: "leave.days" }, 3] },
    },
    { id: "f4", from: "daysGateway", to: "end", name: "3天及以内", isDefault: true },
    { id: "f5", from: "gmApprove", to: "end" },
  ],
};

export const EXPENSE: FlowDefinitionJson = {
  formKey: "expense",
  subjectRule: "{{startorName}}的费用报销：{{expense.title}}（{{expense.amount}}元）",
  startFieldModes: { expense: { financeNote: "n" } },
  nodes: [
    { id: "start", type: "start", name: "开始", x: 40, y: 130 },
    { ...manager, x: 160, y: 115 },
    {
      id: "financeAudit",
      type: "userTask",
      name: "财务审核",
      assignees: [{ type: "role", aliases: ["finance"] }],
      fieldModes: { expense: { financeNote: "w" } },
      x: 320,
      y: 115,
    },
    { id: "amountGateway", type: "exclusiveGateway", name: "报销金额", x: 490, y: 125 },
    {
      id: "gmApprove",
      type: "userTask",
      name: "总经理审批",
      assignees: [{ type: "role", aliases: ["executive"] }],
      x: 610,
      y: 40,
    },
    { id: "end", type: "end", name: "结束", x: 800, y: 130 },
  ],
  flows: [
    { id: "f1", from: "start", to: "managerApprove" },
    { id: "f2", from: "managerApprove", to: "financeAudit" },
    { id: "f3", from: "financeAudit", to: "amountGateway" },
    {
      id: "f4",
      from: "amountGateway",
      to: "gmApprove",
      name: "超过5000元",
      condition: { ">": [{ var: "expense.amount" }, 5000] },
    },
    { id: "f5", from: "amountGateway", to: "end", name: "5000元及以内", isDefault: true },
    { id: "f6", from: "gmApprove", to: "end" },
  ],
};

export const PURCHASE: FlowDefinitionJson = {
  formKey: "purchase",
  subjectRule: "{{startorName}}的采购申请：{{purchase.item}}",
  nodes: [
    { id: "start", type: "start", name: "开始", x: 40, y: 130 },
    { ...manager, x: 160, y: 115 },
    {
      id: "countersign",
      type: "userTask",
      name: "采购会签",
      assignees: [
        { type: "role", aliases: ["finance"] },
        { type: "role", aliases: ["executive"] },
      ],
      countersign: {
        enabled: true,
        mode: "parallel",
        voteType: "percent",
        voteAmount: 100,
        decideType: "agree",
      },
      x: 330,
      y: 115,
    },
    { id: "end", type: "end", name: "结束", x: 510, y: 130 },
  ],
  flows: [
    { id: "f1", from: "start", to: "managerApprove" },
    { id: "f2", from: "managerApprove", to: "countersign" },
    { id: "f3", from: "countersign", to: "end" },
  ],
};

/** The one flow of the second tenant: a leave its administrator approves. */
export const ACME_LEAVE: FlowDefinitionJson = {
  formKey: "leave",
  subjectRule: "{{startorName}}的请假申请：{{leave.reason}}",
  nodes: [
    { id: "start", type: "start", name: "开始", x: 40, y: 130 },
    {
      id: "adminApprove",
      type: "userTask",
      name: "管理员审批",
      assignees: [{ type: "role", aliases: ["sysAdmin"] }],
      x: 160,
      y: 115,
    },
    { id: "end", type: "end", name: "结束", x: 340, y: 130 },
  ],
  flows: [
    { id: "f1", from: "start", to: "adminApprove" },
    { id: "f2", from: "adminApprove", to: "end" },
  ],
};

/** [tenant, defKey, name, type key, description, icon, color, definition] */
export const DEFINITIONS: [string, string, string, string, string, string, string, FlowDefinitionJson][] = [
  [
    "t-platform",
    "leave",
    "请假申请",
    "hr",
    "员工请假，部门经理审批，超过3天由总经理审批",
    "calendar",
    "#2d72d2",
    LEAVE,
  ],
  [
    "t-platform",
    "expense",
    "费用报销",
    "finance",
    "报销经部门经理、财务审核，超过5000元由总经理审批",
    "dollar",
    "#238551",
    EXPENSE,
  ],
  [
    "t-platform",
    "purchase",
    "采购申请",
    "purchase",
    "采购经部门经理审批后由财务与总经理会签",
    "shopping-cart",
    "#c87619",
    PURCHASE,
  ],
  ["t-acme", "leave", "请假申请", "hr", "ACME 员工请假，由管理员审批", "calendar", "#c87619", ACME_LEAVE],
];

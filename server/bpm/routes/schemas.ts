/** JSON Schemas of the read side's answers (OpenAPI); rows keep properties the schema does not list. */

const str = { type: "string" };
const int = { type: "integer" };
const bool = { type: "boolean" };
const nameRef = { type: "object", properties: { id: str, name: str } };

/** An open object: the listed properties are documented, any other is passed through. */
const open = (properties: Record<string, object>, required: string[] = []) => ({
  type: "object",
  additionalProperties: true,
  properties,
  ...(required.length ? { required } : {}),
});

export const countRowsSchema = {
  type: "array",
  items: {
    type: "object",
    properties: { typeId: str, typeName: str, count: int },
    required: ["typeId", "count"],
  },
};

export const identitySchema = { type: "object", properties: { id: str, name: str, type: str } };

export const taskRowSchema = open(
  {
    id: str,
    taskId: str,
    name: str,
    subject: str,
    nodeId: str,
    procInstId: str,
    procDefId: str,
    procDefKey: str,
    procDefName: str,
    parentId: str,
    ownerId: str,
    ownerName: str,
    assigneeId: str,
    assigneeName: str,
    status: str,
    priority: int,
    dueTime: str,
    createTime: str,
    supportMobile: int,
    typeId: str,
    creatorId: str,
    creator: str,
    createDate: str,
    instStatus: str,
    identityList: { type: "array", items: identitySchema },
    version: int,
  },
  ["id", "subject", "status", "createTime"],
);

/** A notice row (待阅 / 已阅 / 我的传阅): a task row of the notice, with isRead, isRevoke and readTime. */
export const noticeRowSchema = open(
  {
    ...taskRowSchema.properties,
    isRead: int,
    isRevoke: int,
    readTime: str,
  },
  ["id", "subject", "status", "createTime", "isRead", "isRevoke"],
);

/** A secretary record of the caller (getSecretaryByUserId). */
export const secretarySchema = {
  type: "object",
  required: ["id", "leaderId", "leaderName", "secretaryId", "secretaryName"],
  properties: { id: str, leaderId: str, leaderName: str, secretaryId: str, secretaryName: str, defKeys: str },
};

export const instanceSchema = open(
  {
    id: str,
    subject: str,
    procDefId: str,
    procDefKey: str,
    procDefName: str,
    status: str,
    typeId: str,
    bizKey: str,
    endTime: str,
    duration: int,
    isFormmal: str,
    parentInstId: str,
    creator: str,
    createBy: str,
    createTime: str,
    createOrgId: str,
    updateTime: str,
    isForbidden: int,
    isDele: int,
    supportMobile: int,
    dataMode: str,
    taskName: str,
    backToStart: bool,
    showModifyRecord: bool,
    completeTime: str,
    auditor: str,
    auditorName: str,
  },
  ["id", "subject", "status", "taskName"],
);

export const doneTaskRowSchema = open(
  {
    id: str,
    subject: str,
    procInstId: str,
    procDefId: str,
    procDefKey: str,
    procDefName: str,
    taskId: str,
    taskKey: str,
    taskName: str,
    opinionStatus: str,
    instStatus: str,
    completeTime: str,
    creator: str,
    createTime: str,
    revoke: bool,
  },
  ["id", "procInstId", "taskKey", "opinionStatus", "revoke"],
);

export const draftSchema = open({
  id: str,
  subject: str,
  procDefId: str,
  procDefKey: str,
  procDefName: str,
  createTime: str,
  updateTime: str,
});

const iconSchema = { type: "object", properties: { icon: str, color: str } };

export const definitionRowSchema = open(
  {
    id: str,
    defKey: str,
    name: str,
    desc: str,
    typeId: str,
    typeName: str,
    version: int,
    isMain: str,
    status: str,
    supportMobile: int,
    leaders: { type: "array", items: nameRef },
    selfStart: bool,
    icon: iconSchema,
    createTime: str,
    definition: { type: "object", additionalProperties: true },
  },
  ["id", "defKey", "name"],
);

export const oftenFlowSchema = open(
  {
    id: str,
    defKey: str,
    name: str,
    typeId: str,
    isAdd: bool,
    leaders: { type: "array", items: nameRef },
    selfStart: bool,
    icon: iconSchema,
  },
  ["defKey", "name"],
);

export const sysTypeSchema = {
  type: "object",
  properties: { id: str, name: str, key: str, parentId: str, typeKey: str, sn: int },
};

export const buttonSchema = {
  type: "object",
  properties: { name: str, alias: str, supportScript: bool, isLock: bool, rejectMode: str },
};

export const taskButtonsSchema = {
  type: "object",
  properties: {
    buttons: { type: "array", items: buttonSchema },
    map: { type: "object", additionalProperties: { type: "string" } },
    isAddSign: bool,
  },
};

export const opinionSchema = open(
  {
    id: str,
    procDefId: str,
    procInstId: str,
    supInstId: str,
    taskId: str,
    taskKey: str,
    taskName: str,
    qualfieds: str,
    qualfiedNames: str,
    auditor: str,
    auditorName: str,
    agentLeaderId: str,
    opinion: str,
    status: str,
    statusVal: str,
    createTime: str,
    assignTime: str,
    completeTime: str,
    durMs: int,
    files: str,
    zfiles: str,
    interpose: int,
    orgPath: str,
    postName: str,
  },
  ["id", "taskKey", "status", "completeTime"],
);

const anyObject = { type: "object", additionalProperties: true };

export const flowFormSchema = open({
  id: str,
  formKey: str,
  name: str,
  type: str,
  formType: str,
  boAlias: str,
  schema: anyObject,
  uiSchema: anyObject,
});

const permissionSchema = open({ fields: anyObject, table: anyObject, opinion: anyObject }, ["fields"]);

export const taskDetailSchema = open(
  {
    result: str,
    form: flowFormSchema,
    data: anyObject,
    opinionList: { type: "array", items: opinionSchema },
    permission: permissionSchema,
    buttons: { type: "array", items: buttonSchema },
    bpmTask: taskRowSchema,
    instance: instanceSchema,
    canAct: bool,
  },
  ["data", "permission", "buttons", "bpmTask", "instance", "canAct"],
);

const nodeDefSchema = { type: "object", properties: { nodeId: str, name: str, type: str } };

export const taskToRejectSchema = {
  type: "object",
  properties: {
    taskId: str,
    backNode: str,
    backMode: str,
    canReject: bool,
    canRejectToStart: bool,
    canRejectToAnyNode: bool,
    canRejectPreAct: bool,
    allowDirectNode: { type: "array", items: nodeDefSchema },
    allowNormalNode: { type: "array", items: nodeDefSchema },
    inGateway: bool,
    afterGateway: bool,
    inSubProcess: bool,
  },
};

export const formAndBoSchema = open(
  {
    resultMsg: str,
    form: flowFormSchema,
    data: anyObject,
    buttons: { type: "array", items: buttonSchema },
    permission: permissionSchema,
    defId: str,
    defKey: str,
    defName: str,
    leaders: { type: "array", items: nameRef },
    instId: str,
    subject: str,
  },
  ["data", "buttons", "permission", "defId", "defKey"],
);

export const instFormAndBoSchema = open(
  {
    result: str,
    form: flowFormSchema,
    data: anyObject,
    opinionList: { type: "array", items: opinionSchema },
    permission: permissionSchema,
    instance: instanceSchema,
  },
  ["data", "permission", "instance"],
);

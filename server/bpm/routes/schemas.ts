/** JSON Schemas of the read side's answers (OpenAPI); rows keep properties the schema does not list. */

export const str = { type: "string" };
export const int = { type: "integer" };
export const bool = { type: "boolean" };
export const nameRef = { type: "object", properties: { id: str, name: str } };

/** An open object: the listed properties are documented, any other is passed through. */
export const open = (properties: Record<string, object>, required: string[] = []) => ({
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

/** getFlowMenuCounts: one total per flow menu alias. */
export const flowMenuCountsSchema = {
  type: "object",
  properties: Object.fromEntries(
    ["v-todo", "v-todoRead", "v-doneRead", "v-myRead", "v-myDelegate", "v-leader"].map((alias) => [
      alias,
      int,
    ]),
  ),
  required: ["v-todo", "v-todoRead", "v-doneRead", "v-myRead", "v-myDelegate", "v-leader"],
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
    dueStatus: int,
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
    outcome: str,
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
    outcome: str,
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

/** A getDelegate row (我的转办): a delegation or transfer I made, with its receivers. */
export const delegateRowSchema = open(
  {
    id: str,
    taskId: str,
    taskName: str,
    taskSubject: str,
    nodeId: str,
    procInstId: str,
    procDefKey: str,
    ownerId: str,
    ownerName: str,
    assigneeId: str,
    assigneeName: str,
    execUserId: str,
    execUserName: str,
    status: str,
    turnType: str,
    typeId: str,
    createTime: str,
    finishTime: str,
    turnAssignList: { type: "array", items: open({ seq: int, userId: str, userName: str, decision: str }) },
    revocable: bool,
  },
  ["id", "taskId", "taskSubject", "status", "turnType", "createTime", "revocable"],
);

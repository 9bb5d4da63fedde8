/** JSON Schemas of what the task, start and instance screens read (OpenAPI); rows keep unlisted properties. */
import { bool, instanceSchema, int, nameRef, open, str, taskRowSchema } from "./schemas";

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
    agentLeaderName: str,
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
    parentTaskId: str,
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
    draftOpinion: str,
    draftFiles: str,
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

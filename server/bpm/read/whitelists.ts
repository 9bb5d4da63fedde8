import type { FilterColumn, FilterWhitelist } from "../../http/queryFilter";

/**
 * Builds a QueryFilter whitelist from [names, column, type] entries. Keys are stored lower-cased, since
 * the QueryFilter module also looks a property up lower-cased ("DEF_KEY_" → "def_key_").
 */
function whitelist(entries: [string[], string, FilterColumn["type"]][]): FilterWhitelist {
  const out: FilterWhitelist = {};
  for (const [names, column, type] of entries) {
    for (const name of names) out[name.toLowerCase()] = { column, type };
  }
  return out;
}

/** To-do rows: bpm_task `bt` alone (its subject, flow and creator are denormalised on the task). */
export const TODO_FILTERS = whitelist([
  [["bt.subject_", "subject_", "subject"], "bt.subject", "text"],
  [["bt.proc_def_name_", "proc_def_name_", "procDefName"], "bt.def_name", "text"],
  [["bt.name_", "name_", "name"], "bt.name", "text"],
  [["bt.proc_def_key_", "proc_def_key_", "DEF_KEY_", "procDefKey", "defKey"], "bt.def_key", "text"],
  [["bt.create_time_", "create_time_", "createTime"], "bt.create_time", "date"],
  [["bt.status_", "status_", "status"], "bt.status", "text"],
  [["bt.node_id_", "node_id_", "nodeId"], "bt.node_id", "text"],
  [["bt.type_id_", "type_id_", "typeId"], "bt.type_id", "text"],
  [["bt.priority_", "priority_", "priority"], "bt.priority", "number"],
  [["bt.creator_", "inst.creator_", "creator_", "creator"], "bt.creator_name", "text"],
  [["bt.creator_id_", "inst.create_by_", "creatorId"], "bt.creator_id", "text"],
]);

/** The flow key of an instance, under every name the contract's lists send it. */
const INSTANCE_DEF_KEY: [string[], string, FilterColumn["type"]] = [
  [
    "inst.proc_def_key_",
    "wfInst.proc_def_key_",
    "bt.proc_def_key_",
    "proc_def_key_",
    "DEF_KEY_",
    "procDefKey",
    "defKey",
  ],
  "inst.def_key",
  "text",
];

/** Instance rows (myRequest, drafts, done instances): bpm_instance `inst` (the contract's `wfInst` too). */
export const INSTANCE_FILTERS = whitelist([
  [["inst.subject_", "wfInst.subject_", "bt.subject_", "subject_", "subject"], "inst.subject", "text"],
  [
    [
      "inst.proc_def_name_",
      "wfInst.proc_def_name_",
      "bt.proc_def_name_",
      "proc_def_name_",
      "procDefName",
      "name_",
    ],
    "inst.def_name",
    "text",
  ],
  INSTANCE_DEF_KEY,
  [
    ["inst.create_time_", "wfInst.create_time_", "bt.create_time_", "create_time_", "createTime"],
    "inst.create_time",
    "date",
  ],
  [["inst.status_", "wfInst.status_", "status_", "status"], "inst.status", "text"],
  [["inst.type_id_", "wfInst.type_id_", "type_id_", "typeId"], "inst.type_id", "text"],
  [["inst.creator_", "wfInst.creator_", "creator_", "creator"], "inst.creator_name", "text"],
  [["inst.end_time_", "wfInst.end_time_", "end_time_", "endTime"], "inst.end_time", "date"],
]);

/** Done rows (getDoneList): bpm_opinion `op` joined to bpm_instance `inst`. */
export const DONE_TASK_FILTERS = whitelist([
  [["inst.subject_", "wfInst.subject_", "bt.subject_", "subject_", "subject"], "inst.subject", "text"],
  [
    ["inst.proc_def_name_", "wfInst.proc_def_name_", "bt.proc_def_name_", "proc_def_name_", "procDefName"],
    "inst.def_name",
    "text",
  ],
  INSTANCE_DEF_KEY,
  [["op.task_name_", "bt.name_", "name_", "taskName"], "op.task_name", "text"],
  [["op.task_key_", "taskKey"], "op.task_key", "text"],
  [["op.status_", "opinionStatus"], "op.status", "text"],
  [["op.complete_time_", "complete_time_", "completeTime"], "op.complete_time", "date"],
  [["inst.create_time_", "bt.create_time_", "create_time_", "createTime"], "inst.create_time", "date"],
  [["inst.status_", "wfInst.status_", "instStatus"], "inst.status", "text"],
]);

/** Definition rows (newProcess, listJson): bpm_definition `d`. */
export const DEFINITION_FILTERS = whitelist([
  [["d.name_", "name_", "name", "bt.proc_def_name_", "subject_", "bt.subject_"], "d.name", "text"],
  [["d.def_key_", "def_key_", "DEF_KEY_", "defKey", "procDefKey", "key_"], "d.def_key", "text"],
  [["d.type_id_", "type_id_", "typeId"], "d.type_id", "text"],
  [["d.status_", "status_", "status"], "d.status", "text"],
  [["d.is_main_", "is_main_", "isMain"], "d.is_main", "text"],
  [["d.version_", "version_", "version"], "d.version", "number"],
  [["d.create_time_", "create_time_", "createTime"], "d.create_time", "date"],
]);

/** Notice rows (待阅 / 已阅 / 我的传阅): bpm_task_notice `n` alone (flow and subject are denormalised on it). */
export const NOTICE_FILTERS = whitelist([
  [["n.subject_", "bt.subject_", "subject_", "subject"], "n.subject", "text"],
  [["n.proc_def_name_", "bt.proc_def_name_", "proc_def_name_", "procDefName"], "n.def_name", "text"],
  [["n.name_", "bt.name_", "name_", "name"], "n.name", "text"],
  [
    ["n.proc_def_key_", "bt.proc_def_key_", "proc_def_key_", "DEF_KEY_", "procDefKey", "defKey"],
    "n.def_key",
    "text",
  ],
  [["n.create_time_", "bt.create_time_", "create_time_", "createTime"], "n.create_time", "date"],
  [["n.status_", "bt.status_", "status_", "status"], "n.status", "text"],
  [["n.node_id_", "bt.node_id_", "node_id_", "nodeId"], "n.node_id", "text"],
  [["n.type_id_", "bt.type_id_", "type_id_", "typeId"], "n.type_id", "text"],
  [["n.owner_id_", "bt.owner_id_", "owner_id_", "ownerId"], "n.owner_id", "text"],
  [["n.receiver_id_", "bt.assignee_id_", "assignee_id_", "assigneeId"], "n.receiver_id", "text"],
  [["n.is_revoke_", "is_revoke_", "isRevoke"], "n.is_revoke", "number"],
  [["n.read_time_", "read_time_", "readTime"], "n.read_time", "date"],
]);

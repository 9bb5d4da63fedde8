import type {
  BpmDefinitionRow,
  BpmDraft,
  BpmInstance,
  BpmTask,
  CommonResult,
  DoneTaskRow,
  FlowMenuCounts,
  OftenFlow,
  PageList,
  QueryFilter,
  SysType,
} from "../../../api/contract";
import { host } from "../../../api/hosts";
import { http } from "../../../api/http";

/*
 * Typed calls of the flow area's lists (spec 2 §7, CONTRACT §6.1, §6.9): lists, counts, often-used flows,
 * flow categories, secretaries. The list screens themselves are documents whose data sources make the
 * same calls through the engine (src/features/flow/schemas/lists); these serve code outside documents.
 */

const task = (path: string) => `${host("bpmRunTime")}/runtime/task/v1/${path}`;
const instance = (path: string) => `${host("bpmRunTime")}/runtime/instance/v1/${path}`;

async function post<T>(url: string, body: unknown, params?: Record<string, string>): Promise<T> {
  const { data } = await http.post<T>(url, body, { params });
  return data;
}

/** POST getTodoList: the user's to-do tasks. */
export function getTodoList(filter: QueryFilter = {}): Promise<PageList<BpmTask>> {
  return post(task("getTodoList"), filter);
}

/** POST getLeaderTodoList: the to-do tasks of the leaders whose secretary the user is. */
export function getLeaderTodoList(filter: QueryFilter = {}): Promise<PageList<BpmTask>> {
  return post(task("getLeaderTodoList"), filter);
}

/** POST getNoticeTodoReadList: notices still to read. */
export function getNoticeTodoReadList(filter: QueryFilter = {}): Promise<PageList<BpmTask>> {
  return post(task("getNoticeTodoReadList"), filter);
}

/** POST getDoneList?isCheckRevoke=true: one row per task the user handled, revocable rows marked. */
export function getDoneList(filter: QueryFilter = {}): Promise<PageList<DoneTaskRow>> {
  return post(instance("getDoneList"), filter, { isCheckRevoke: "true" });
}

/** POST myRequest: the instances the user started. */
export function myRequest(filter: QueryFilter = {}): Promise<PageList<BpmInstance>> {
  return post(instance("myRequest"), filter);
}

/** POST getMyDraftList: the user's drafts. */
export function getMyDraftList(filter: QueryFilter = {}): Promise<PageList<BpmDraft>> {
  return post(instance("getMyDraftList"), filter);
}

/** POST newProcess: the definitions the user may start. */
export function newProcess(filter: QueryFilter = {}): Promise<PageList<BpmDefinitionRow>> {
  return post(instance("newProcess"), filter);
}

/** POST revokeInstance {instanceId, taskId}: takes back a done task's instance (revocable rows only). */
export function revokeInstance(instanceId: string, taskId?: string): Promise<CommonResult> {
  return post(instance("revokeInstance"), { instanceId, ...(taskId ? { taskId } : {}) });
}

/** DELETE removeDraftById?ids=a,b: deletes drafts. */
export async function removeDraftById(ids: readonly string[]): Promise<CommonResult> {
  const { data } = await http.delete<CommonResult>(instance("removeDraftById"), {
    params: { ids: ids.join(",") },
  });
  return data;
}

/**
 * GET getFlowMenuCounts: every flow badge's total in one call, keyed by menu alias (ours,
 * docs/api-notes.md). Silent: on a failure the badges just stay as they were.
 */
export function getFlowMenuCounts(): Promise<FlowMenuCounts> {
  return http.get<FlowMenuCounts>(task("getFlowMenuCounts"), { silent: true }).then((r) => r.data);
}

/**
 * GET getSecretaryByUserId: the user's secretary records (a user with records is a leader's secretary,
 * spec 1 §6). The endpoint may not exist yet: any failure, and any answer that is not a list, reads as none.
 */
export async function getSecretaryByUserId(): Promise<unknown[]> {
  try {
    const { data } = await http.get<unknown>(
      `${host("bpmRunTime")}/runtime/bpmSecretaryManage/v1/getSecretaryByUserId`,
      { silent: true },
    );
    const list = Array.isArray(data) ? data : (data as { value?: unknown } | null)?.value;
    return Array.isArray(list) ? list : [];
  } catch {
    return [];
  }
}

/** GET getMyOftenFlow: the user's often-used flows (a bare list; a CommonResult value is read too). */
export async function getMyOftenFlow(): Promise<OftenFlow[]> {
  const { data } = await http.get<unknown>(instance("getMyOftenFlow"));
  const list = Array.isArray(data) ? data : (data as { value?: unknown } | null)?.value;
  return Array.isArray(list) ? (list as OftenFlow[]) : [];
}

/** POST saveMyOftenFlow: the chosen often-used flows (at most 20; none resets them to the defaults). */
export async function saveMyOftenFlow(flows: readonly OftenFlow[]): Promise<CommonResult> {
  const { data } = await http.post<CommonResult>(
    `${host("bpmModel")}/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow`,
    flows,
    // The often-used settings explain a refusal (state false) themselves: the answer is read as data.
    { silent: true, acceptFailedState: true },
  );
  return data;
}

/** GET getTypesByKey?typeKey=: the categories of a type key (FLOW_TYPE, FORM_TYPE), a flat list. */
export async function getTypesByKey(typeKey: string): Promise<SysType[]> {
  const { data } = await http.get<SysType[]>(`${host("portal")}/sys/sysType/v1/getTypesByKey`, {
    params: { typeKey },
  });
  return Array.isArray(data) ? data : [];
}

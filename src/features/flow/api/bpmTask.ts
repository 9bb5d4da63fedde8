import type {
  ApprovalItem,
  BpmOpinion,
  DoNext,
  FormAndBo,
  InstFormAndBo,
  StartFlow,
  StartResult,
  TaskButtons,
  TaskDetail,
  TaskToReject,
} from "../../../api/contract";
import { answerFailure, CallFailure } from "../../../api/errors";
import { fetchBody } from "../../../api/fetchBody";
import type { DataRequest, Fetcher } from "../../../engine";
import { isObject } from "../../../engine/json";

/**
 * The calls of the start, task and instance screens (spec 2 §7, CONTRACT §6), typed by the BPM contract.
 * They run through a {@link Fetcher} — the app engine's (src/app/setup/appFetcher: Bearer, Tenant-Code,
 * service hosts, silent) or a test's stub — so widgets never touch axios and tests need no server fake.
 */

/** getBpmSaveOpinionByTeam's rows: an opinion one handler of the node saved for the others. */
export interface TeamOpinion {
  userId: string;
  userName: string;
  opinion: string;
  nodeId: string;
  updateTime: string;
  /** True on the caller's own row. */
  mine: boolean;
}

/** getUrgrntById's answer: the current handlers, and whether I may urge (now). */
export interface UrgeState {
  instId: string;
  handlers: { taskId: string; nodeId: string; nodeName: string; userId: string; userName: string }[];
  lastUrgeTime?: string;
  waitMinutes: number;
  intervalMinutes: number;
  /** The caller may urge this instance at all (starter, earlier handler, admin; running). */
  mayUrge: boolean;
  /** … and now (not within the interval, someone to urge). */
  canUrge: boolean;
}

/** getFollowedNode's answer. */
export interface FollowState {
  instId: string;
  follow: boolean;
  wholeInstance: boolean;
  nodeIds: string[];
  nodes: { id: string; name: string }[];
}

/** A mutation's answer (CommonResult<string>): state, the message to show, the log id of a soft failure. */
export interface BpmResult {
  state: boolean;
  message: string;
  logId?: string;
  value?: unknown;
  /**
   * What the action could not do besides its success, one plain sentence each: e.g. a message channel it
   * named (mail, sms) that the server has not configured (the in-app message went).
   */
  warnings?: string[];
}

function parseJsonText(data: unknown): unknown {
  if (typeof data !== "string") return data;
  const text = data.trim();
  if (!text.startsWith("{") && !text.startsWith("[")) return data;
  try {
    return JSON.parse(text);
  } catch {
    return data;
  }
}

/** Runs a request and gives the body; a status ≥ 400 or a rejection becomes a CallFailure (409 = the task changed meanwhile). */
const call = (fetcher: Fetcher, request: DataRequest): Promise<unknown> => fetchBody(fetcher, request);

/** Reads a CommonResult-shaped mutation answer (StartResult too). */
export function readResult(body: unknown): BpmResult {
  const data = parseJsonText(body);
  if (!isObject(data)) return { state: true, message: "" };
  return {
    state: data.state !== false,
    message: typeof data.message === "string" ? data.message : "",
    ...(typeof data.logId === "string" && data.logId ? { logId: data.logId } : {}),
    ...(data.value !== undefined ? { value: data.value } : {}),
    ...warningsOf(data.warnings),
  };
}

/** The answer's warnings: its strings, at most 5 (an absent or malformed field gives none). */
function warningsOf(value: unknown): { warnings?: string[] } {
  if (!Array.isArray(value)) return {};
  const warnings = value.filter((w): w is string => typeof w === "string" && w.trim() !== "").slice(0, 5);
  return warnings.length ? { warnings } : {};
}

/** A bare object answer; a CommonResult wrapper is unwrapped, and `state: false` is a failure. */
function readObject<T>(body: unknown, what: string): T {
  const data = parseJsonText(body);
  if (isObject(data) && data.state === false) {
    throw answerFailure(undefined, data, what);
  }
  if (isObject(data) && "state" in data && isObject(data.value)) return data.value as T;
  if (!isObject(data)) throw new CallFailure(what, { data });
  return data as T;
}

/** A permission may arrive as JSON text in flow views (CONTRACT §11): always give an object. */
function withPermissionObject<T extends { permission?: unknown }>(value: T): T {
  const permission = parseJsonText(value.permission);
  return { ...value, permission: isObject(permission) ? permission : { fields: {} } };
}

/** A bare integer answer (canLock, lockUnlock), sent as JSON or as text. */
export function readCode(body: unknown): number {
  const data = parseJsonText(body);
  const raw = isObject(data) && "value" in data ? data.value : data;
  const code = typeof raw === "number" ? raw : Number.parseInt(String(raw ?? "").trim(), 10);
  if (!Number.isInteger(code)) throw new CallFailure(`Not a lock code: ${String(raw)}`, { data });
  return code;
}

/** A yes/no answer: a bare boolean, "true"/"false" text or a CommonResult whose value is one. */
export function readFlag(body: unknown): boolean {
  const data = parseJsonText(body);
  if (typeof data === "boolean") return data;
  if (typeof data === "string") return data.trim() === "true";
  if (isObject(data)) {
    if (typeof data.value === "boolean") return data.value;
    if (typeof data.value === "string") return data.value.trim() === "true";
  }
  return false;
}

/** The next task's id, or null (a bare id, a CommonResult with the id as value, or an empty answer). */
export function readNextTaskId(body: unknown): string | null {
  const data = parseJsonText(body);
  const raw = isObject(data) ? (data.state === false ? undefined : (data.value ?? data.id)) : data;
  if (typeof raw === "number") return String(raw);
  if (typeof raw === "string" && raw.trim() !== "" && raw !== "null") return raw.trim();
  if (isObject(raw) && typeof raw.id === "string" && raw.id) return raw.id;
  return null;
}

/** Stock opinions: an array of approval items or of strings, bare or as a CommonResult value. */
export function readApprovalItems(body: unknown): string[] {
  const data = parseJsonText(body);
  const list = Array.isArray(data) ? data : isObject(data) && Array.isArray(data.value) ? data.value : [];
  return list
    .map((item: unknown) =>
      typeof item === "string"
        ? item
        : isObject(item)
          ? String((item as Partial<ApprovalItem>).expression ?? "")
          : "",
    )
    .filter((text: string) => text.trim() !== "");
}

/** The start form by definition id or key (restarting a draft or an instance when proInstId is given). */
export interface StartFormQuery {
  defId?: string;
  defKey?: string;
  proInstId?: string;
}

/** Builds the typed calls of the flow screens over a fetcher. */
export function bpmTaskApi(fetcher: Fetcher) {
  const runTime = "bpmRunTime";
  const model = "bpmModel";
  /** A read: GET `path?query` on `host` (as text when asked), cancelled by `signal`. */
  const get = (
    host: string,
    path: string,
    query: Record<string, string>,
    options: { signal?: AbortSignal; text?: boolean } = {},
  ) =>
    call(fetcher, {
      host,
      path,
      method: "GET",
      query,
      ...(options.text ? { responseType: "text" as const } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  /** A change: POST `body` to `path` on the runtime with one Idempotency-Key per click. */
  const post = (path: string, body: unknown, idempotencyKey: string) =>
    call(fetcher, {
      host: runTime,
      path,
      method: "POST",
      body,
      headers: { "Idempotency-Key": idempotencyKey },
    });
  /** A started or drafted instance's answer: the result and the instance id. */
  const startResult = (data: unknown): BpmResult & { instId?: string } => {
    const instId = isObject(data) ? (data as Partial<StartResult>).instId : undefined;
    return { ...readResult(data), ...(instId ? { instId } : {}) };
  };
  return {
    /** POST getFormAndBO: the start form, its data, buttons, permission and the definition's leaders. */
    async getFormAndBO(query: StartFormQuery, signal?: AbortSignal): Promise<FormAndBo> {
      const body: Record<string, string> = {};
      if (query.defId) body.defId = query.defId;
      if (query.defKey) body.defKey = query.defKey;
      if (query.proInstId) body.proInstId = query.proInstId;
      const data = await call(fetcher, {
        host: runTime,
        path: "/runtime/instance/v1/getFormAndBO",
        method: "POST",
        body,
        signal,
      });
      return withPermissionObject(readObject<FormAndBo>(data, "getFormAndBO"));
    },

    /** GET getInstFormAndBO?proInstId=: an instance's form and data (read-only views, copies). */
    async getInstFormAndBO(proInstId: string, signal?: AbortSignal): Promise<InstFormAndBo> {
      const data = await get(runTime, "/runtime/instance/v1/getInstFormAndBO", { proInstId }, { signal });
      return withPermissionObject(readObject<InstFormAndBo>(data, "getInstFormAndBO"));
    },

    /** GET flowHasStartRights?defKey=: whether the user may start the flow (the admin account always may). */
    async flowHasStartRights(defKey: string, signal?: AbortSignal): Promise<boolean> {
      return readFlag(await get(model, "/flow/def/v1/flowHasStartRights", { defKey }, { signal }));
    },

    /** POST instance start: StartResult (state, message, instId); one Idempotency-Key per click. */
    async start(body: StartFlow, idempotencyKey: string): Promise<BpmResult & { instId?: string }> {
      return startResult(await post("/runtime/instance/v1/start", body, idempotencyKey));
    },

    /** POST instance saveDraft: a draft instance (StartResult); one Idempotency-Key per click. */
    async saveStartDraft(body: StartFlow, idempotencyKey: string): Promise<BpmResult & { instId?: string }> {
      return startResult(await post("/runtime/instance/v1/saveDraft", body, idempotencyKey));
    },

    /** GET taskDetail?taskId=&leaderId=: form, data, permission, opinions, buttons, the task and the instance. */
    async taskDetail(taskId: string, leaderId: string, signal?: AbortSignal): Promise<TaskDetail> {
      const data = await get(runTime, "/runtime/task/v1/taskDetail", { taskId, leaderId }, { signal });
      return withPermissionObject(readObject<TaskDetail>(data, "taskDetail"));
    },

    /** GET getButtonsBytaskId?taskId=&leaderId=: the node's buttons, isAddSign and the next executors. */
    async taskButtons(taskId: string, leaderId: string, signal?: AbortSignal): Promise<TaskButtons> {
      const data = await get(
        runTime,
        "/runtime/task/v1/getButtonsBytaskId",
        { taskId, leaderId },
        { signal },
      );
      return readObject<TaskButtons>(data ?? {}, "getButtonsBytaskId");
    },

    /** POST complete, with one Idempotency-Key per click so a double submit is harmless. */
    async complete(body: DoNext, idempotencyKey: string): Promise<BpmResult> {
      return readResult(await post("/runtime/task/v1/complete", body, idempotencyKey));
    },

    /** POST task saveDraft: keeps the opinion and form data without moving the task (no actionName needed). */
    async saveTaskDraft(
      body: Omit<DoNext, "actionName"> & { actionName?: DoNext["actionName"] },
      idempotencyKey: string,
    ): Promise<BpmResult> {
      return readResult(await post("/runtime/task/v1/saveDraft", body, idempotencyKey));
    },

    /** GET nextTask?taskId=: the id of the user's next task of the same instance, or null. */
    async nextTask(taskId: string): Promise<string | null> {
      return readNextTaskId(await get(runTime, "/runtime/task/v1/nextTask", { taskId }, { text: true }));
    },

    /** GET taskToReject?taskId=&backModel=: where the task may be sent back to. */
    async taskToReject(taskId: string, backModel: "reject" | "backToStart"): Promise<TaskToReject> {
      const data = await get(runTime, "/runtime/task/v1/taskToReject", { taskId, backModel });
      return readObject<TaskToReject>(data, "taskToReject");
    },

    /** GET canLock?taskId=&leaderId=: lock code 0..6 (CONTRACT §6.7). */
    async canLock(taskId: string, leaderId: string, signal?: AbortSignal): Promise<number> {
      return readCode(
        await get(runTime, "/runtime/task/v1/canLock", { taskId, leaderId }, { signal, text: true }),
      );
    },

    /** GET lockUnlock?taskId=&leaderId=: toggles the claim; answers the code from before the toggle. */
    async lockUnlock(taskId: string, leaderId: string): Promise<number> {
      return readCode(
        await get(runTime, "/runtime/task/v1/lockUnlock", { taskId, leaderId }, { text: true }),
      );
    },

    /** POST getUrgrntById {instId}: the current handlers and whether I may urge now (催办). */
    async urgeState(instId: string, signal?: AbortSignal): Promise<UrgeState> {
      const data = await call(fetcher, {
        host: runTime,
        path: "/runtime/instance/v1/getUrgrntById",
        method: "POST",
        body: { instId },
        signal,
      });
      return readObject<UrgeState>(data, "getUrgrntById");
    },

    /** POST sendBpmTaskUrgent {instId, opinion}: urges the current handlers; a 429 (too soon) is a CallFailure. */
    async sendUrge(instId: string, opinion: string, idempotencyKey: string): Promise<BpmResult> {
      return readResult(
        await post("/runtime/instance/v1/sendBpmTaskUrgent", { instId, opinion }, idempotencyKey),
      );
    },

    /** GET taskFollow getFollowedNode?instId=: whether and what I follow (跟踪), and the nodes to choose from. */
    async followState(instId: string, signal?: AbortSignal): Promise<FollowState> {
      const data = await get(runTime, "/runtime/taskFollow/v1/getFollowedNode", { instId }, { signal });
      return readObject<FollowState>(data, "getFollowedNode");
    },

    /** POST taskFollow save {instId, nodeIds, follow}: nodeIds empty = the whole instance. */
    async saveFollow(
      instId: string,
      nodeIds: string[],
      follow: boolean,
      idempotencyKey: string,
    ): Promise<BpmResult> {
      return readResult(
        await post("/runtime/taskFollow/v1/save", { instId, nodeIds, follow }, idempotencyKey),
      );
    },

    /** POST doEndProcess {taskId, endReason}: ends the instance (终止). */
    async endProcess(
      taskId: string,
      endReason: string,
      idempotencyKey: string,
      files?: string,
    ): Promise<BpmResult> {
      const body = files ? { taskId, endReason, files } : { taskId, endReason };
      return readResult(await post("/runtime/instance/v1/doEndProcess", body, idempotencyKey));
    },

    /**
     * POST a collaboration action (delegate, taskToTrans, taskToInqu, communicate, transToMore,
     * taskToInquReply, doNextcommu: CONTRACT §6.6) with its body; one Idempotency-Key per click.
     */
    async collaborate(
      path: string,
      body: Record<string, unknown>,
      idempotencyKey: string,
    ): Promise<BpmResult> {
      return readResult(await post(path, body, idempotencyKey));
    },

    /** GET instanceFlowOpinions?instId=: the approval history, newest first. */
    async instanceFlowOpinions(instId: string, signal?: AbortSignal): Promise<BpmOpinion[]> {
      const data = parseJsonText(
        await get(runTime, "/runtime/instance/v1/instanceFlowOpinions", { instId }, { signal }),
      );
      if (Array.isArray(data)) return data as BpmOpinion[];
      if (isObject(data) && Array.isArray(data.value)) return data.value as BpmOpinion[];
      return [];
    },

    /** GET instanceFlowImage?proInstId=: the diagram as SVG text (shown through an <img>, never as HTML). */
    async instanceFlowImage(proInstId: string, signal?: AbortSignal): Promise<string> {
      const data = await get(
        runTime,
        "/runtime/instance/v1/instanceFlowImage",
        { proInstId },
        { signal, text: true },
      );
      if (typeof data !== "string") throw new CallFailure("instanceFlowImage", { data });
      return data;
    },

    /** GET getApprovalByDefKeyAndTypeId?defKey=: the user's stock opinions for this flow. */
    async approvalItems(defKey: string, signal?: AbortSignal): Promise<string[]> {
      const data = await get(
        model,
        "/flow/approvalItem/v1/getApprovalByDefKeyAndTypeId",
        { defKey },
        { signal },
      );
      return readApprovalItems(data);
    },

    /** GET getBpmSaveOpinionByTeam?instId=&taskId=: the opinions the node's handlers saved, newest first. */
    async teamOpinions(instId: string, taskId: string, signal?: AbortSignal): Promise<TeamOpinion[]> {
      const data = parseJsonText(
        await get(runTime, "/runtime/task/v1/getBpmSaveOpinionByTeam", { instId, taskId }, { signal }),
      );
      return Array.isArray(data) ? (data as TeamOpinion[]).filter((r) => isObject(r) && r.opinion) : [];
    },

    /** POST createBpmSaveOpinion {instId, taskId, opinion}: saves my opinion for the node's other handlers. */
    async saveTeamOpinion(
      instId: string,
      taskId: string,
      opinion: string,
      idempotencyKey: string,
    ): Promise<BpmResult> {
      return readResult(
        await post("/runtime/task/v1/createBpmSaveOpinion", { instId, taskId, opinion }, idempotencyKey),
      );
    },
  };
}

/** The typed calls of the flow screens. */
export type BpmTaskApi = ReturnType<typeof bpmTaskApi>;

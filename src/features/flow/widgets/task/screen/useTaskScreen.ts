import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DoNext, FlowButton, TaskDetail } from "../../../../../api/contract";
import { withLogId } from "../../../../../api/errors";
import type { ActionHost } from "../../../../../engine";
import type { BpmResult, BpmTaskApi } from "../../../api/bpmTask";
import { encodeBoData, formKind, mainRow, permissionOf } from "../../../model/boData";
import { buttonAvailability, orderButtons } from "../../../model/buttons";
import { COLLAB_SHAPES, type CollabRequest } from "../../../model/collaboration";
import { reactToFormOutcome } from "../../../model/formOutcome";
import { type LockState, lockOutcome, lockStateOf } from "../../../model/lock";
import { opinionFilesValue, parseOpinionFiles } from "../../../model/opinionFiles";
import type { RejectRequest } from "../../../model/reject";
import {
  NEXT_TASK_DELAY_MS,
  newIdempotencyKey,
  returnPath,
  SUCCESS_MESSAGE_MS,
  sleep,
} from "../../../model/timing";
import type { FlowScreen, ScreenButton } from "./FlowScreenContext";
import { showFailure, showSuccess } from "./feedback";
import { readForm } from "./readForm";
import { runAction } from "./runAction";
import type { ButtonBindings, FlowScreenActions, ScreenModel, TaskDialogs } from "./screenModel";
import { useExclusive } from "./useExclusive";
import { useFormPort } from "./useFormPort";
import { useOpinionFiles } from "./useOpinionFiles";
import { useScreenLoad } from "./useScreenLoad";

/** The route's task: its id, the leader acted for ("0": nobody) and where the user came from. */
export interface TaskScreenParams {
  taskId: string;
  leaderId: string;
  from?: string;
}

interface LoadedTask {
  detail: TaskDetail;
  buttons: FlowButton[];
  /** The claim, when the node has a lock button and the user may act. */
  lock: LockState | null;
}

/**
 * Loads the task: taskDetail, then — for its handlers only — the buttons, then canLock when the bar has
 * a lock button. Someone who may only view the task (another candidate after a colleague signed for
 * it, a viewer of the instance) gets the read-only screen, not a refusal of the buttons call.
 */
async function loadTask(api: BpmTaskApi, params: TaskScreenParams, signal: AbortSignal): Promise<LoadedTask> {
  const detail = await api.taskDetail(params.taskId, params.leaderId, signal);
  if (detail.canAct === false) return { detail, buttons: [], lock: null };
  const taskButtons = await api.taskButtons(params.taskId, params.leaderId, signal);
  const buttons = orderButtons(taskButtons.buttons ?? detail.buttons ?? [], taskButtons.isAddSign === true);
  const hasLock = detail.canAct && buttons.some((b) => b.alias === "lockUnlock");
  const lock = hasLock ? lockStateOf(await api.canLock(params.taskId, params.leaderId, signal)) : null;
  return { detail, buttons, lock };
}

const INTENTS: Partial<Record<string, ScreenButton["intent"]>> = {
  agree: "primary",
  agreeTrans: "primary",
  oppose: "warning",
  opposeTrans: "warning",
  reject: "danger",
  backToStart: "danger",
  rejectToAnyNode: "danger",
  endProcess: "danger",
};

/**
 * The task screen (spec 2 §2.2, §4): loads taskDetail, the buttons (ordered per §4) and the claim; binds
 * agree/oppose (form checks, 任务处理中, complete with an Idempotency-Key, the server message for 1.5 s,
 * 正在获取下一个任务, the next task 2 s later or back to the list; 409 reloads), reject/backToStart (the
 * reject dialog), lockUnlock, endProcess (reason, 终止成功) and saveDraft (保存草稿中).
 */
export function useTaskScreen(
  api: BpmTaskApi,
  host: ActionHost,
  params: TaskScreenParams,
  bindings: ButtonBindings,
): ScreenModel {
  const { t } = useTranslation();
  const { taskId, leaderId, from } = params;
  // A fresh load at each opening of a task; the form and the opinion being written are never refetched away.
  const query = useScreenLoad(
    ["flow", "task", taskId, leaderId],
    (signal) => loadTask(api, { taskId, leaderId }, signal),
    { editable: true },
  );
  const load = query.data;
  // What the user typed; until then the opinion of the task's saved draft (so it survives a reload).
  const [typedOpinion, setOpinion] = useState<string | null>(null);
  const opinion = typedOpinion ?? load?.detail.draftOpinion ?? "";
  // The opinion as last saved (the draft's); what differs from it is unsaved.
  const [savedOpinion, setSavedOpinion] = useState<string | null>(null);
  const unsavedOpinion = opinion !== (savedOpinion ?? load?.detail.draftOpinion ?? "");
  // The opinion's files likewise: the draft's until the user changes them.
  const draftFilesText = load?.detail.draftFiles;
  const draftFiles = useMemo(() => parseOpinionFiles(draftFilesText), [draftFilesText]);
  const attachments = useOpinionFiles(draftFiles);
  const [savedFiles, setSavedFiles] = useState<string | null>(null);
  const unsavedFiles = attachments.value() !== (savedFiles ?? opinionFilesValue(draftFiles));
  const { busy, setBusy, run } = useExclusive();
  const [dialog, setDialog] = useState<TaskDialogs["open"]>(null);
  // While an online form's code loads, the buttons that read it show as busy; an action run meanwhile waits.
  const { holder: formPort, loading: formLoading, register: registerForm } = useFormPort();

  const reload = query.reload;
  const setLock = (lock: LockState) => query.update((loaded) => ({ ...loaded, lock }));
  const agent = leaderId && leaderId !== "0" ? { agentLeaderId: leaderId } : {};
  const context = { host, setBusy, onConflict: reload };

  /** An upload of the opinion's attachments still runs: the action waits (请稍后再试！). */
  const uploadsRunning = () => {
    if (!attachments.uploading()) return false;
    host.toast(t("flowTask.files.wait"), { intent: "warning" });
    return true;
  };

  const showSoftFailure = (result: BpmResult) =>
    host.toast(withLogId(result.message || t("flowTask.task.failed"), result.logId), { intent: "danger" });

  const complete = async (actionName: DoNext["actionName"], extra: Partial<DoNext>, validate: boolean) => {
    if (uploadsRunning()) return;
    await run(async () => {
      if (!load) return;
      const { form, result: formResult } = load.detail;
      const reading = await readForm(form, formPort, validate, formResult);
      if (validate) {
        const reaction = reactToFormOutcome(reading.code);
        if (!reaction.proceed) {
          if (reaction.messageKey) host.toast(t(reaction.messageKey), { intent: "warning" });
          return;
        }
      }
      const data = reading.row && form ? { data: encodeBoData(form.boAlias, reading.row) } : {};
      await runAction(context, {
        busy: t("flowTask.overlay.task"),
        call: () =>
          api.complete(
            { taskId, actionName, opinion, ...attachments.body(), ...data, ...extra, ...agent },
            newIdempotencyKey(),
          ),
        done: t("flowTask.task.done"),
        failed: t("flowTask.task.failed"),
        after: moveOn,
      });
    });
  };

  /** After the task left the user's hands: their next task of the instance, or back to the list. */
  const moveOn = async () => {
    // Acting for a leader, the secretary goes back to 领导待办: nextTask is their own to-do.
    if (leaderId && leaderId !== "0") {
      host.navigate(returnPath(from, leaderId), {});
      return;
    }
    setBusy(t("flowTask.overlay.nextTask"));
    const next = await api.nextTask(taskId).catch(() => null);
    if (next) {
      await sleep(NEXT_TASK_DELAY_MS);
      host.navigate(`/task/${encodeURIComponent(next)}/0`, {});
    } else {
      host.navigate(returnPath(from, leaderId), {});
    }
    setBusy(null);
  };

  /**
   * Sends a collaboration dialog's request (CONTRACT §6.6): the overlay, the server's message for 1.5 s,
   * then — when the task left the user (转办, 流转, 征询, 回复) — on like agree; when it stays theirs (沟通,
   * 传阅) the dialog closes and the task reloads. A refusal keeps the dialog open with its message.
   */
  const collaborate = async (request: CollabRequest): Promise<string | null> => {
    const kind = dialog?.kind === "collab" ? dialog.collab : null;
    if (attachments.uploading()) return t("flowTask.files.wait");
    let refusal: string | null = t("flowTask.task.failed");
    const ran = await run(async () => {
      const ok = await runAction(context, {
        busy: t("flowTask.overlay.processing"),
        call: () =>
          api.collaborate(request.path, { ...request.body, ...attachments.body() }, newIdempotencyKey()),
        done: t("flowTask.collab.done"),
        failed: t("flowTask.task.failed"),
        onRefused: (message) => {
          refusal = message;
        },
        after: async () => {
          setDialog(null);
          attachments.clear();
          if (kind && COLLAB_SHAPES[kind].keepsTask) reload();
          else await moveOn();
        },
      });
      if (ok) refusal = null;
    });
    // Another action was running: nothing was sent.
    return ran ? refusal : t("flowTask.task.failed");
  };

  const toggleLock = async () => {
    await run(async () => {
      setBusy(t("flowTask.overlay.processing"));
      try {
        const before = await api.canLock(taskId, leaderId);
        const code = before === 1 || before === 3 ? await api.lockUnlock(taskId, leaderId) : before;
        const outcome = lockOutcome(code);
        host.toast(t(outcome.messageKey), {
          intent: outcome.intent,
          ...(outcome.intent === "success" ? { timeoutMs: SUCCESS_MESSAGE_MS } : {}),
        });
        const now = outcome.locked === true ? 3 : outcome.locked === false ? 1 : code;
        setLock(lockStateOf(now));
      } catch (error) {
        showFailure(host, error);
      } finally {
        setBusy(null);
      }
    });
  };

  const endProcess = async (endReason: string) => {
    if (uploadsRunning()) return;
    await run(async () => {
      setDialog(null);
      await runAction(context, {
        busy: t("flowTask.overlay.processing"),
        call: () => {
          const { files } = attachments.body();
          return files
            ? api.endProcess(taskId, endReason, newIdempotencyKey(), files)
            : api.endProcess(taskId, endReason, newIdempotencyKey());
        },
        done: t("flowTask.end.ended"),
        failed: t("flowTask.task.failed"),
        after: () => host.navigate(returnPath(from, leaderId), {}),
      });
    });
  };

  const saveDraft = async () => {
    // The draft keeps the opinion's files: one still uploading would be left out.
    if (uploadsRunning()) return;
    await run(async () => {
      if (!load) return;
      const { form } = load.detail;
      const reading = await readForm(form, formPort, false);
      const data = reading.row && form ? { data: encodeBoData(form.boAlias, reading.row) } : {};
      setBusy(t("flowTask.overlay.savingDraft"));
      try {
        const files = attachments.value();
        const result = await api.saveTaskDraft(
          { taskId, opinion, files, ...data, ...agent },
          newIdempotencyKey(),
        );
        if (result.state) {
          setSavedOpinion(opinion);
          setSavedFiles(files);
          formPort.rebase();
          showSuccess(host, result.message || t("flowTask.draft.saved"));
        } else showSoftFailure(result);
      } catch (error) {
        showFailure(host, error);
      } finally {
        setBusy(null);
      }
    });
  };

  const onReject = (request: RejectRequest) => {
    setDialog(null);
    const { actionName, ...extra } = request;
    void complete(actionName, extra, false);
  };

  const screen = ((): FlowScreen | null => {
    if (!load) return null;
    const { detail, buttons, lock } = load;
    const task = detail.bpmTask;
    const form = detail.form;
    const canAct = detail.canAct !== false;
    const holder = task?.assigneeId && task.assigneeId !== "0" ? task.assigneeName : undefined;
    const notice = !canAct
      ? {
          intent: "primary" as const,
          message: holder ? t("flowTask.task.heldBy", { name: holder }) : t("flowTask.task.notActor"),
        }
      : lock?.lockedByOther
        ? { intent: "warning" as const, message: t("flowTask.lock.code4") }
        : lock && (lock.code === 0 || lock.code === 6)
          ? { intent: "warning" as const, message: t(lockOutcome(lock.code).messageKey) }
          : undefined;
    const waitsForForm = formLoading && formKind(form, detail.result) === "online";
    const bar: ScreenButton[] = canAct
      ? buttonAvailability(buttons, lock, bindings.handles).map(({ button, disabled, hintKey }) => ({
          key: button.alias,
          label:
            button.alias === "lockUnlock"
              ? t(lock?.locked ? "flowTask.lock.unlock" : "flowTask.lock.lock")
              : button.name || t(`flowTask.button.${button.alias}`, { defaultValue: button.alias }),
          intent: INTENTS[button.alias],
          disabled: disabled || busy !== null || waitsForForm,
          hint: hintKey ? t(hintKey) : waitsForForm ? t("flowTask.formLoading") : undefined,
          onClick: () => bindings.press(button.alias),
        }))
      : [];
    return {
      kind: "task",
      api,
      header: {
        subject: task?.subject || detail.instance?.subject || "",
        defName: task?.procDefName || detail.instance?.procDefName,
        nodeName: task?.name,
        statusKey: task?.status ? `flowTask.taskStatus.${task.status}` : undefined,
      },
      form,
      formResult: detail.result,
      formData: form ? mainRow(detail.data, form.boAlias) : {},
      permission: permissionOf(detail.permission),
      readonly: !canAct,
      registerForm,
      instId: task?.procInstId || detail.instance?.id,
      opinion: canAct
        ? { value: opinion, setValue: setOpinion, defKey: task?.procDefKey, taskId: task?.id, attachments }
        : undefined,
      buttons: bar,
      notice,
      formLoading: waitsForForm,
      isDirty: () => (canAct && (unsavedOpinion || unsavedFiles)) || formPort.isDirty(),
    };
  })();

  if (query.isError) return { status: "error", error: query.error, retry: reload };
  if (!load || !screen) return { status: "loading" };
  const task = load.detail.bpmTask;
  const dialogs: TaskDialogs = {
    open: dialog,
    loadRejectTargets: () =>
      api.taskToReject(
        taskId,
        dialog?.kind === "reject" && dialog.mode === "backToStart" ? "backToStart" : "reject",
      ),
    reject: onReject,
    endProcess: (reason) => void endProcess(reason),
    collabTarget: { taskId, instId: screen.instId, status: task?.status },
    collaborate,
    close: () => setDialog(null),
  };
  const actions: FlowScreenActions = {
    complete: (actionName) => complete(actionName, {}, true),
    reject: (mode) => setDialog({ kind: "reject", mode }),
    lock: toggleLock,
    endProcess: () => setDialog({ kind: "end" }),
    collaborate: (collab) => setDialog({ kind: "collab", collab }),
    saveDraft,
  };
  return {
    status: "ready",
    screen,
    actions,
    busy,
    summary: {
      subject: screen.header.subject,
      instId: screen.instId,
      defKey: task?.procDefKey,
      status: task?.status,
      nodeName: task?.name,
    },
    dialogs,
  };
}

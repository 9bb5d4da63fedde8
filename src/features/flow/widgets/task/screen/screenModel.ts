import type { TaskToReject } from "../../../../../api/contract";
import type { CollabKind, CollabRequest, CollabTarget } from "../../../model/collaboration";
import type { RejectMode, RejectRequest } from "../../../model/reject";
import type { FlowScreen } from "./FlowScreenContext";

/** Values a container puts into its document scope (under `flow`), for texts and visibleOn of the document. */
export interface ScreenSummary {
  subject?: string;
  instId?: string;
  defKey?: string;
  status?: string;
  nodeName?: string;
}

/** The task screen's dialogs as state and callbacks; the container renders them. */
export interface TaskDialogs {
  /** The open dialog: reject (with the mode of the button that opened it), end process, or none. */
  open:
    | { kind: "reject"; mode: RejectMode }
    | { kind: "end" }
    | { kind: "collab"; collab: CollabKind }
    | null;
  /** GET taskToReject for the open reject dialog's mode. */
  loadRejectTargets: () => Promise<TaskToReject>;
  /** Completes the task as the reject dialog chose. */
  reject: (request: RejectRequest) => void;
  /** Ends the process with the reason given. */
  endProcess: (reason: string) => void;
  /** The task a collaboration dialog acts on. */
  collabTarget: CollabTarget;
  /** Sends a collaboration dialog's request: null once it succeeded, else the refusal's message. */
  collaborate: (request: CollabRequest) => Promise<string | null>;
  close: () => void;
}

/** The `actionName` of a complete (the buttons that finish the task with the form's data). */
export type CompleteActionName = "agree" | "oppose" | "abandon" | "agreeTrans" | "opposeTrans";

/**
 * What a screen does for the engine's flow actions (`flow.complete`, `flow.reject`, …, registered in
 * ../actions.ts); a screen leaves out what it does not offer (the start screen has no complete).
 */
export interface FlowScreenActions {
  /** Completes the task: form checks, 任务处理中, complete, the next task or the list. */
  complete?: (actionName: CompleteActionName) => Promise<void>;
  /** Opens the reject dialog with the choices of the button's mode. */
  reject?: (mode: RejectMode) => void;
  /** Claims the task, or gives the claim back. */
  lock?: () => Promise<void>;
  /** Opens the dialog that asks why the process ends. */
  endProcess?: () => void;
  /** Opens a collaboration dialog (转办, 流转, 征询, 沟通, 传阅, 回复). */
  collaborate?: (kind: CollabKind) => void;
  /** Saves the form as a draft (the task's, or a new start's). */
  saveDraft?: () => Promise<void>;
  /** Starts the flow with the form's data. */
  start?: () => Promise<void>;
}

/**
 * How the screen's buttons reach the document: `handles(key)` when the document names steps for the
 * button, `press(key)` runs them. The container binds these to its node's `buttons`.
 */
export interface ButtonBindings {
  handles: (key: string) => boolean;
  press: (key: string) => void;
}

/** What a screen hook gives its container to render. */
export type ScreenModel =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  /** Loaded, but the screen refuses to show (无启动权限，请联系管理员). */
  | { status: "refused"; message: string }
  | {
      status: "ready";
      screen: FlowScreen;
      summary: ScreenSummary;
      /** The blocking overlay's text, or null. */
      busy: string | null;
      /** What the screen does for the engine's flow actions. */
      actions: FlowScreenActions;
      /** The task screen's dialogs (reject, end process): which is open and what they do. */
      dialogs?: TaskDialogs;
    };

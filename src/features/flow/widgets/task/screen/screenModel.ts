import type { TaskToReject } from "../../../../../api/contract";
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
  open: { kind: "reject"; mode: RejectMode } | { kind: "end" } | null;
  /** GET taskToReject for the open reject dialog's mode. */
  loadRejectTargets: () => Promise<TaskToReject>;
  /** Completes the task as the reject dialog chose. */
  reject: (request: RejectRequest) => void;
  /** Ends the process with the reason given. */
  endProcess: (reason: string) => void;
  close: () => void;
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
      /** The task screen's dialogs (reject, end process): which is open and what they do. */
      dialogs?: TaskDialogs;
    };

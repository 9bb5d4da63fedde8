import { createContext, useContext } from "react";
import type { FlowForm, FormPermission, InstOutcome } from "../../../../../api/contract";
import type { BpmTaskApi } from "../../../api/bpmTask";
import type { StatusIntent } from "../../../model/instStatus";
import type { OpinionFilesState } from "./useOpinionFiles";

/** What the screen asks of the mounted online form (registered by the flow-form widget). */
export interface FormPort {
  /** Runs every check; true when the data passed (the form lists the field errors itself otherwise). */
  submit: () => Promise<boolean>;
  /** The current data, edits included. */
  getData: () => Record<string, unknown>;
}

/** Where the online form stands: still loading (lazy chunk), ready, or failed to load. */
export type FormPortState =
  | { status: "loading" }
  | { status: "ready"; port: FormPort }
  | { status: "failed" };

/** A button of the screen's bar, with its behaviour bound. */
export interface ScreenButton {
  key: string;
  label: string;
  intent?: "primary" | "success" | "warning" | "danger";
  icon?: string;
  disabled?: boolean;
  /** Why the button is disabled (shown as its title). */
  hint?: string;
  onClick: () => void;
}

/** The opinion box's state (task screens where the user may act). */
export interface OpinionState {
  value: string;
  setValue: (value: string) => void;
  /** The flow's key, for the stock opinions. */
  defKey?: string;
  /** The task, for the team's saved opinions (团队意见). */
  taskId?: string;
  /** The opinion's attachments (task screens): the files and the upload counter (useOpinionFiles). */
  attachments?: OpinionFilesState;
}

/** The "start for whom" choice of a start screen whose definition offers leaders (spec 2 §2.6). */
export interface LeaderChoice {
  leaders: { id: string; name: string }[];
  /** Whether "myself" is offered (the user's own start right). */
  allowSelf: boolean;
  /** null: nothing chosen yet; "0": myself; else a leader id. */
  chosen: string | null;
  choose: (id: string) => void;
}

/** The heading of a screen. */
export interface ScreenHeader {
  subject: string;
  defName?: string;
  /** The task's node name. */
  nodeName?: string;
  /** i18n key of the task or instance status label. */
  statusKey?: string;
  /** The colour of the status tag (instance statuses: from model/instStatus). */
  statusIntent?: StatusIntent;
  /** The instance's end result (同意/反对/驳回/终止), shown next to its status. */
  outcome?: InstOutcome;
}

/**
 * What a flow screen's container (flow-start, flow-task, flow-inst) shares with the widgets of its body:
 * the loaded form and data, the instance, the opinion, the buttons with their behaviour bound.
 */
export interface FlowScreen {
  kind: "start" | "task" | "inst";
  api: BpmTaskApi;
  header: ScreenHeader;
  form?: FlowForm;
  /** The view's "formEmpty" marker (result / resultMsg) when it has no form. */
  formResult?: string;
  /** The main entity's starting row. */
  formData: Record<string, unknown>;
  permission: FormPermission;
  readonly: boolean;
  registerForm: (state: FormPortState) => void;
  /** The instance the history and the diagram show (none for a new start). */
  instId?: string;
  opinion?: OpinionState;
  leaders?: LeaderChoice;
  /** The leader's name when the start screen starts the flow on their behalf (您正在代 … 发起). */
  actingFor?: string;
  buttons: ScreenButton[];
  /** True when the user has typed something not yet saved (the form, the opinion): leaving then asks. */
  isDirty?: () => boolean;
  /** The online form's code is still loading: the buttons that read it wait (the bar is busy). */
  formLoading?: boolean;
  /** A standing notice above the buttons (not the handler, claimed by someone else…). */
  notice?: { intent: "primary" | "warning" | "danger"; message: string };
}

/** The flow screen of the nearest container. */
export const FlowScreenContext = createContext<FlowScreen | null>(null);

/** The flow screen the widget sits in; null outside a flow-start/flow-task/flow-inst container. */
export function useFlowScreen(): FlowScreen | null {
  return useContext(FlowScreenContext);
}

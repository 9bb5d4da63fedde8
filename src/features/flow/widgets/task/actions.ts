import type { ActionContext, ActionDefinition, RuntimeApi } from "../../../../engine";
import { COLLAB_KINDS, type CollabKind } from "../../model/collaboration";
import type { CompleteActionName, FlowScreenActions } from "./screen/screenModel";

/*
 * The flow actions of the engine. A screen container (flow-task, flow-start) registers what its
 * controller does under its runtime and scope; a step finds the screen of its own scope or the nearest
 * one above, so the task document names the steps of each button and a configurer edits them there.
 */

type ScreensOfRuntime = Map<string, () => FlowScreenActions | null>;

// Keyed by the document's runtime: the registrations go when the runtime does.
const screens = new WeakMap<RuntimeApi, ScreensOfRuntime>();

/** Registers the actions of the screen in `scopeId`; returns the unregistration. */
export function registerFlowScreen(
  runtime: RuntimeApi,
  scopeId: string,
  actions: () => FlowScreenActions | null,
): () => void {
  let ofRuntime = screens.get(runtime);
  if (!ofRuntime) {
    ofRuntime = new Map();
    screens.set(runtime, ofRuntime);
  }
  ofRuntime.set(scopeId, actions);
  return () => {
    if (ofRuntime.get(scopeId) === actions) ofRuntime.delete(scopeId);
  };
}

/** The screen action `name` of the step's screen (its scope's, else the nearest above); throws without one. */
function screenAction<K extends keyof FlowScreenActions>(
  context: ActionContext,
  action: string,
  name: K,
): NonNullable<FlowScreenActions[K]> {
  const ofRuntime = screens.get(context.runtime);
  const parents = new Map(context.runtime.scopes().map((s) => [s.id, s.parentId]));
  for (let id: string | null | undefined = context.scopeId; id; id = parents.get(id)) {
    const found = ofRuntime?.get(id)?.()?.[name];
    if (found) return found;
  }
  throw new Error(context.text({ i18n: "flowTask.noScreen", params: { action } }));
}

const COMPLETE_ACTIONS: CompleteActionName[] = ["agree", "oppose", "abandon", "agreeTrans", "opposeTrans"];
const noParams = { type: "object", properties: {}, additionalProperties: false };

/**
 * The flow actions a task or start document names for its buttons (`buttons: {alias: steps}` of
 * flow-task / flow-start): complete, reject, lock, endProcess, saveDraft, start. Each runs the screen's
 * own behaviour (form checks, overlay, toasts, navigation); failures are shown by the screen itself.
 */
export function flowActionDefinitions(): ActionDefinition[] {
  return [
    {
      name: "flow.complete",
      description: "Completes the task (agree, oppose, abandon…): form checks, complete, then the next task",
      paramsSchema: {
        type: "object",
        properties: { actionName: { enum: COMPLETE_ACTIONS } },
        required: ["actionName"],
        additionalProperties: false,
      },
      run: (p, context) =>
        screenAction(context, "flow.complete", "complete")(p.actionName as CompleteActionName),
    },
    {
      name: "flow.reject",
      description: "Opens the reject dialog: the previous step, the start or a node (by mode)",
      paramsSchema: {
        type: "object",
        properties: { mode: { enum: ["reject", "backToStart", "anyNode"] } },
        required: ["mode"],
        additionalProperties: false,
      },
      run: (p, context) =>
        screenAction(context, "flow.reject", "reject")(p.mode as "reject" | "backToStart" | "anyNode"),
    },
    {
      name: "flow.lock",
      description: "Claims the task, or gives the claim back",
      paramsSchema: noParams,
      run: (_, context) => screenAction(context, "flow.lock", "lock")(),
    },
    {
      name: "flow.endProcess",
      description: "Asks why, then ends the process",
      paramsSchema: noParams,
      run: (_, context) => screenAction(context, "flow.endProcess", "endProcess")(),
    },
    {
      name: "flow.collaborate",
      description: "Opens a collaboration dialog: 转办, 流转, 征询, 沟通, 传阅, or a sub-task's 回复",
      paramsSchema: {
        type: "object",
        properties: { kind: { enum: [...COLLAB_KINDS] } },
        required: ["kind"],
        additionalProperties: false,
      },
      run: (p, context) => screenAction(context, "flow.collaborate", "collaborate")(p.kind as CollabKind),
    },
    {
      name: "flow.saveDraft",
      description: "Saves the task's or the new start's form as a draft",
      paramsSchema: noParams,
      run: (_, context) => screenAction(context, "flow.saveDraft", "saveDraft")(),
    },
    {
      name: "flow.start",
      description: "Starts the flow with the form's data",
      paramsSchema: noParams,
      run: (_, context) => screenAction(context, "flow.start", "start")(),
    },
  ];
}

import { describe, expect, it, vi } from "vitest";
import type { ButtonAlias } from "../../../../api/contract";
import type { ActionContext, RuntimeApi } from "../../../../engine";
import { buttonBehaviour } from "../../model/buttons";
import startDocument from "../../schemas/task/start.json";
import taskDocument from "../../schemas/task/task.json";
import { flowActionDefinitions, registerFlowScreen } from "./actions";

/** A runtime with a page scope and a dialog inside it: all the flow actions read of it. */
function fakeRuntime(): RuntimeApi {
  const scopes = [
    { id: "page", parentId: null },
    { id: "dialog@/x", parentId: "page" },
  ];
  return { scopes: () => scopes } as unknown as RuntimeApi;
}

function contextIn(runtime: RuntimeApi, scopeId: string): ActionContext {
  return { runtime, scopeId, text: (t: unknown) => JSON.stringify(t) } as unknown as ActionContext;
}

const action = (name: string) => {
  const found = flowActionDefinitions().find((a) => a.name === name);
  if (!found) throw new Error(`no action ${name}`);
  return found;
};

describe("flow actions", () => {
  it("run the behaviour of the screen registered in the step's scope or the nearest one above", async () => {
    const runtime = fakeRuntime();
    const complete = vi.fn(async () => {});
    const reject = vi.fn();
    const unregister = registerFlowScreen(runtime, "page", () => ({ complete, reject }));
    await action("flow.complete").run({ actionName: "oppose" }, contextIn(runtime, "dialog@/x"));
    expect(complete).toHaveBeenCalledWith("oppose");
    await action("flow.reject").run({ mode: "backToStart" }, contextIn(runtime, "page"));
    expect(reject).toHaveBeenCalledWith("backToStart");
    unregister();
    expect(() => action("flow.complete").run({ actionName: "agree" }, contextIn(runtime, "page"))).toThrow(
      /flowTask.noScreen/,
    );
  });

  it("flow.collaborate opens the screen's dialog of its kind", async () => {
    const runtime = fakeRuntime();
    const collaborate = vi.fn();
    const unregister = registerFlowScreen(runtime, "page", () => ({ collaborate }));
    await action("flow.collaborate").run({ kind: "inqu" }, contextIn(runtime, "dialog@/x"));
    expect(collaborate).toHaveBeenCalledWith("inqu");
    unregister();
  });

  it("fail with a message on a screen that does not offer the action (no complete on a start screen)", () => {
    const runtime = fakeRuntime();
    registerFlowScreen(runtime, "page", () => ({ start: async () => {} }));
    expect(() => action("flow.complete").run({ actionName: "agree" }, contextIn(runtime, "page"))).toThrow(
      /"action":"flow.complete"/,
    );
  });

  it("are what the task document names for every button alias the task screen handles", () => {
    const buttons = taskDocument.body[0].buttons as Record<string, unknown[]>;
    const expected = (alias: string): unknown[] | undefined => {
      const behaviour = buttonBehaviour(alias as ButtonAlias);
      switch (behaviour.kind) {
        case "complete":
          return [{ action: "flow.complete", actionName: behaviour.actionName }];
        case "reject":
          return [{ action: "flow.reject", mode: behaviour.mode }];
        case "lock":
          return [{ action: "flow.lock" }];
        case "endProcess":
          return [{ action: "flow.endProcess" }];
        case "saveDraft":
          return [{ action: "flow.saveDraft" }];
        case "collaborate":
          return [{ action: "flow.collaborate", kind: behaviour.collab }];
        default:
          return undefined;
      }
    };
    const handled = Object.keys(buttons);
    expect(handled).toHaveLength(17);
    for (const alias of handled) expect(buttons[alias], alias).toEqual(expected(alias));
    expect(startDocument.body[0].buttons).toEqual({
      start: [{ action: "flow.start" }],
      saveDraft: [{ action: "flow.saveDraft" }],
    });
  });
});

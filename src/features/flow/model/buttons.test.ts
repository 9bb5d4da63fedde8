import { describe, expect, it } from "vitest";
import type { FlowButton } from "../../../api/contract";
import { buttonAvailability, buttonBehaviour, orderButtons } from "./buttons";
import { lockStateOf } from "./lock";

const b = (alias: FlowButton["alias"], isLock = false): FlowButton => ({
  alias,
  name: alias,
  supportScript: false,
  isLock,
});
const aliases = (buttons: { alias: string }[]) => buttons.map((x) => x.alias);

describe("orderButtons (spec 2 §4)", () => {
  it("moves start, end, save-draft, hang-up and cancel-hang-up to the end, in that order", () => {
    const server = [
      b("cancelHangUp"),
      b("saveDraft"),
      b("agree"),
      b("hangUp"),
      b("endProcess"),
      b("oppose"),
      b("startTrans"),
      b("reject"),
    ];
    expect(aliases(orderButtons(server))).toEqual([
      "agree",
      "oppose",
      "reject",
      "startTrans",
      "endProcess",
      "saveDraft",
      "hangUp",
      "cancelHangUp",
    ]);
  });

  it("keeps the server's order of the other buttons", () => {
    expect(aliases(orderButtons([b("reject"), b("lockUnlock"), b("agree"), b("inqu")]))).toEqual([
      "reject",
      "lockUnlock",
      "agree",
      "inqu",
    ]);
  });

  it("drops start and lock and removes the inquiry button on an add-sign task", () => {
    const server = [b("lockUnlock"), b("agree"), b("inqu"), b("startTrans"), b("oppose"), b("saveDraft")];
    expect(aliases(orderButtons(server, true))).toEqual(["agree", "oppose", "saveDraft"]);
    expect(aliases(orderButtons(server, false))).toEqual([
      "lockUnlock",
      "agree",
      "inqu",
      "oppose",
      "startTrans",
      "saveDraft",
    ]);
  });

  it("does not change the list it is given", () => {
    const server = [b("saveDraft"), b("agree")];
    orderButtons(server);
    expect(aliases(server)).toEqual(["saveDraft", "agree"]);
  });
});

describe("buttonBehaviour", () => {
  it("completes agree/oppose, opens the reject dialog for reject/backToStart/rejectToAnyNode", () => {
    expect(buttonBehaviour("agree")).toEqual({ kind: "complete", actionName: "agree" });
    expect(buttonBehaviour("oppose")).toEqual({ kind: "complete", actionName: "oppose" });
    expect(buttonBehaviour("reject")).toEqual({ kind: "reject", mode: "reject" });
    expect(buttonBehaviour("backToStart")).toEqual({ kind: "reject", mode: "backToStart" });
    expect(buttonBehaviour("rejectToAnyNode")).toEqual({ kind: "reject", mode: "anyNode" });
    expect(buttonBehaviour("lockUnlock")).toEqual({ kind: "lock" });
    expect(buttonBehaviour("endProcess")).toEqual({ kind: "endProcess" });
    expect(buttonBehaviour("saveDraft")).toEqual({ kind: "saveDraft" });
    expect(buttonBehaviour("delegate")).toEqual({ kind: "collaborate", collab: "delegate" });
    expect(buttonBehaviour("instanceTrans")).toEqual({ kind: "collaborate", collab: "instanceTrans" });
    expect(buttonBehaviour("commu")).toEqual({ kind: "collaborate", collab: "reply" });
    expect(buttonBehaviour("addSign")).toEqual({ kind: "unsupported" });
  });
});

describe("buttonAvailability", () => {
  const bar = [b("lockUnlock", true), b("agree"), b("reject"), b("saveDraft")];
  const disabled = (list: ReturnType<typeof buttonAvailability>) =>
    Object.fromEntries(list.map((x) => [x.button.alias, x.disabled ? x.hintKey : "enabled"]));

  it("disables every button but the lock until the task is claimed when the lock button has isLock", () => {
    expect(disabled(buttonAvailability(bar, lockStateOf(1)))).toEqual({
      lockUnlock: "enabled",
      agree: "flowTask.lock.mustLock",
      reject: "flowTask.lock.mustLock",
      saveDraft: "flowTask.lock.mustLock",
    });
  });

  it("enables them once claimed (canLock 3)", () => {
    expect(disabled(buttonAvailability(bar, lockStateOf(3)))).toEqual({
      lockUnlock: "enabled",
      agree: "enabled",
      reject: "enabled",
      saveDraft: "enabled",
    });
  });

  it("does not force a claim when the lock button has no isLock", () => {
    const optional = [b("lockUnlock", false), b("agree")];
    expect(disabled(buttonAvailability(optional, lockStateOf(1)))).toEqual({
      lockUnlock: "enabled",
      agree: "enabled",
    });
  });

  it("disables everything and hides the lock button when someone else has claimed the task (4)", () => {
    expect(disabled(buttonAvailability(bar, lockStateOf(4)))).toEqual({
      agree: "flowTask.lock.code4",
      reject: "flowTask.lock.code4",
      saveDraft: "flowTask.lock.code4",
    });
  });

  it("hides the lock button when no claim is needed (2) or for the administrator's view (5)", () => {
    expect(aliases(buttonAvailability(bar, lockStateOf(2)).map((x) => x.button))).toEqual([
      "agree",
      "reject",
      "saveDraft",
    ]);
    expect(buttonAvailability(bar, lockStateOf(5)).every((x) => !x.disabled)).toBe(true);
  });

  it("marks buttons this screen does not handle yet as unsupported", () => {
    expect(disabled(buttonAvailability([b("agree"), b("delegate"), b("addSign")], null))).toEqual({
      agree: "enabled",
      delegate: "enabled",
      addSign: "flowTask.button.unsupported",
    });
  });
});

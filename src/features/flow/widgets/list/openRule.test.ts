import { describe, expect, it } from "vitest";
import {
  donePath,
  leaderTodoTarget,
  myNoticePath,
  noticePath,
  openTarget,
  requestPath,
  startAgainPath,
  startPath,
  type TodoRow,
  todoTarget,
} from "./openRule";

const ME = "u-zhangsan";
const row = (over: Partial<TodoRow>): TodoRow => ({
  id: "t-1",
  status: "NORMAL",
  ownerId: "0",
  assigneeId: ME,
  procInstId: "i-1",
  ...over,
});
const lisi = { id: "u-lisi", name: "李四", type: "user" };
const zhaoliu = { id: "u-zhaoliu", name: "赵六", type: "user" };

describe("opening a to-do row (spec 2 §2.4)", () => {
  it("opens SHARE with one identity in identityList as /task with that identity id", () => {
    expect(todoTarget(row({ status: "SHARE", identityList: [lisi] }), ME)).toEqual({
      kind: "navigate",
      to: "/task/t-1/u-lisi",
    });
  });

  it("opens BACKSHARE with one identity the same way", () => {
    expect(todoTarget(row({ status: "BACKSHARE", identityList: [zhaoliu] }), ME)).toEqual({
      kind: "navigate",
      to: "/task/t-1/u-zhaoliu",
    });
  });

  it("asks the user to choose a leader to act for when SHARE has several identities", () => {
    expect(todoTarget(row({ status: "SHARE", identityList: [lisi, zhaoliu] }), ME)).toEqual({
      kind: "chooseLeader",
      leaders: [lisi, zhaoliu],
    });
  });

  it("opens AGENT where the viewer is the owner and not the assignee read-only as agent", () => {
    expect(todoTarget(row({ status: "AGENT", ownerId: ME, assigneeId: "u-lisi" }), ME)).toEqual({
      kind: "navigate",
      to: "/instRead/i-1/agent",
    });
  });

  it("opens AGENT assigned to the viewer as an ordinary task with leader id 0", () => {
    expect(todoTarget(row({ status: "AGENT", ownerId: "u-lisi", assigneeId: ME }), ME)).toEqual({
      kind: "navigate",
      to: "/task/t-1/0",
    });
  });

  it("opens FOLLOW as the notice task /taskRead/{id}/FOLLOW", () => {
    expect(todoTarget(row({ status: "FOLLOW" }), ME)).toEqual({
      kind: "navigate",
      to: "/taskRead/t-1/FOLLOW",
    });
  });

  it.each(["NORMAL", "TRANSFORMED", "TRANSFORMEDINQU", "DELIVERTO", "COMMU", "BACK", "ADDSIGN"] as const)(
    "opens any other status (%s) as the task with leader id 0",
    (status) => {
      expect(todoTarget(row({ status }), ME)).toEqual({ kind: "navigate", to: "/task/t-1/0" });
    },
  );

  it("encodes ids as path segments", () => {
    expect(todoTarget(row({ id: "a/b" }), ME)).toEqual({ kind: "navigate", to: "/task/a%2Fb/0" });
  });
});

describe("opening the other lists' rows", () => {
  it("opens a done row in the instance view /inst/{procInstId}", () => {
    expect(donePath({ procInstId: "i-9" })).toBe("/inst/i-9");
    expect(openTarget("done", { id: "t-9", procInstId: "i-9" }, ME)).toEqual({
      kind: "navigate",
      to: "/inst/i-9",
    });
  });

  it("opens a request row in the instance view /inst/{id}", () => {
    expect(requestPath({ id: "i-3" })).toBe("/inst/i-3");
  });

  it("reopens a draft or a request sent back on the start screen /start/{defId}/{instId}", () => {
    expect(startAgainPath({ procDefId: "d-leave", id: "i-4" })).toBe("/start/d-leave/i-4");
    expect(openTarget("draft", { procDefId: "d-leave", id: "i-4" }, ME)).toEqual({
      kind: "navigate",
      to: "/start/d-leave/i-4",
    });
  });

  it("opens a notice to read as /taskRead/{id}/{status}", () => {
    expect(noticePath({ id: "n-1", status: "COPYTO" })).toBe("/taskRead/n-1/COPYTO");
  });

  it("starts a flow at /agentStart/{defId}/{leaderId}, 0 when on one's own behalf", () => {
    expect(startPath("d-leave")).toBe("/agentStart/d-leave/0");
    expect(startPath("d-leave", "u-lisi")).toBe("/agentStart/d-leave/u-lisi");
  });

  it("opens a leader's to-do acting for its assignee; several shared identities ask first", () => {
    expect(leaderTodoTarget(row({ assigneeId: "u-lisi" }))).toEqual({
      kind: "navigate",
      to: "/task/t-1/u-lisi",
    });
    expect(leaderTodoTarget(row({ status: "SHARE", identityList: [lisi, zhaoliu] }))).toEqual({
      kind: "chooseLeader",
      leaders: [lisi, zhaoliu],
    });
  });
});

describe("myNotice (v-myRead)", () => {
  it("opens a notice I sent as /myRead/{procInstId}/{id}/{status}", () => {
    expect(myNoticePath({ id: "n-1", procInstId: "i-1", status: "COPYTO" })).toBe("/myRead/i-1/n-1/COPYTO");
    expect(openTarget("myNotice", { id: "n 2", procInstId: "i-1" }, "u-zhangsan")).toEqual({
      kind: "navigate",
      to: "/myRead/i-1/n%202/COPYTO",
    });
  });
});

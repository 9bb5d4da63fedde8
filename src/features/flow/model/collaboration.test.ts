import { describe, expect, it } from "vitest";
import {
  COLLAB_KINDS,
  type CollabInput,
  collabDirty,
  collabRequest,
  emptyCollabInput,
  validateCollab,
} from "./collaboration";

const users = [
  { id: "u-lisi", name: "李四" },
  { id: "u-wangwu", name: "王五" },
];
const input = (patch: Partial<CollabInput> = {}): CollabInput => ({ ...emptyCollabInput(), ...patch });
const target = { taskId: "task-1", instId: "inst-1", status: "NORMAL" };

describe("validateCollab", () => {
  it("转办 needs exactly one user", () => {
    expect(validateCollab("delegate", input())).toEqual({ users: "flowTask.collab.usersRequired" });
    expect(validateCollab("delegate", input({ users }))).toEqual({ users: "flowTask.collab.oneUser" });
    expect(validateCollab("delegate", input({ users: users.slice(0, 1) }))).toEqual({});
  });

  it("征询 and 沟通 need users and a text; 传阅 leaves an empty choice to the server", () => {
    for (const kind of ["inqu", "startCommu"] as const)
      expect(validateCollab(kind, input())).toEqual({
        users: "flowTask.collab.usersRequired",
        opinion: "flowTask.collab.opinionRequired",
      });
    expect(validateCollab("instanceTrans", input())).toEqual({});
  });

  it("回复 needs a text, not only spaces", () => {
    expect(validateCollab("reply", input({ opinion: "  " }))).toEqual({
      opinion: "flowTask.collab.opinionRequired",
    });
    expect(validateCollab("reply", input({ opinion: "可以" }))).toEqual({});
  });

  it("流转 votes: 1..n users by amount, 1..100 by percent, whole numbers only", () => {
    const two = { users };
    expect(validateCollab("startTrans", input({ ...two, voteAmount: 2 }))).toEqual({});
    expect(validateCollab("startTrans", input({ ...two, voteAmount: 3 }))).toEqual({
      voteAmount: "flowTask.collab.voteAmount",
    });
    expect(validateCollab("startTrans", input({ ...two, voteAmount: 0 })).voteAmount).toBeDefined();
    expect(validateCollab("startTrans", input({ ...two, voteAmount: null })).voteAmount).toBeDefined();
    expect(validateCollab("startTrans", input({ ...two, voteAmount: 1.5 })).voteAmount).toBeDefined();
    expect(validateCollab("startTrans", input({ ...two, voteType: "percent", voteAmount: 60 }))).toEqual({});
    expect(validateCollab("startTrans", input({ ...two, voteType: "percent", voteAmount: 101 }))).toEqual({
      voteAmount: "flowTask.collab.votePercent",
    });
  });

  it("refuses more than 50 users and more than 2000 characters", () => {
    const many = Array.from({ length: 51 }, (_, i) => ({ id: `u${i}`, name: `u${i}` }));
    expect(validateCollab("inqu", input({ users: many, opinion: "x" })).users).toBe(
      "flowTask.collab.tooManyUsers",
    );
    expect(validateCollab("reply", input({ opinion: "x".repeat(2001) })).opinion).toBe(
      "flowTask.collab.opinionTooLong",
    );
  });
});

describe("collabRequest (CONTRACT §6.6 bodies)", () => {
  it("转办: one userId, the opinion and messageType", () => {
    expect(
      collabRequest(
        "delegate",
        input({ users: users.slice(0, 1), opinion: " 请代办 ", notify: ["mail", "inner"] }),
        target,
      ),
    ).toEqual({
      path: "/runtime/task/v1/delegate",
      body: { taskId: "task-1", userId: "u-lisi", opinion: "请代办", messageType: "inner,mail" },
    });
  });

  it("流转: userIds and the vote rule", () => {
    expect(
      collabRequest(
        "startTrans",
        input({
          users,
          voteType: "percent",
          voteAmount: 60,
          signType: "seq",
          decideType: "refuse",
          action: "back",
        }),
        target,
      ),
    ).toEqual({
      path: "/runtime/task/v1/taskToTrans",
      body: {
        taskId: "task-1",
        instanceId: "inst-1",
        userIds: "u-lisi,u-wangwu",
        opinion: "",
        notifyType: "inner",
        signType: "seq",
        decideType: "refuse",
        voteType: "percent",
        voteAmount: 60,
        action: "back",
      },
    });
  });

  it("征询, 沟通 and 传阅", () => {
    expect(collabRequest("inqu", input({ users, opinion: "意见？", notify: [] }), target)).toEqual({
      path: "/runtime/task/v1/taskToInqu",
      body: {
        taskId: "task-1",
        instanceId: "inst-1",
        userIds: "u-lisi,u-wangwu",
        opinion: "意见？",
        notifyType: "",
      },
    });
    expect(collabRequest("startCommu", input({ users, opinion: "看下" }), target)).toEqual({
      path: "/runtime/task/v1/communicate",
      body: {
        taskId: "task-1",
        userId: "u-lisi,u-wangwu",
        opinion: "看下",
        messageType: "inner",
        instId: "inst-1",
      },
    });
    expect(collabRequest("instanceTrans", input(), target)).toEqual({
      path: "/runtime/instance/v1/transToMore",
      body: {
        instanceId: "inst-1",
        taskId: "task-1",
        userId: "",
        opinion: "",
        messageType: "inner",
        copyToType: "0",
      },
    });
  });

  it("回复 goes to taskToInquReply for an inquiry and doNextcommu for a communication", () => {
    const reply = input({ opinion: "同意" });
    expect(collabRequest("reply", reply, { taskId: "s1", status: "TRANSFORMEDINQU" })).toEqual({
      path: "/runtime/task/v1/taskToInquReply",
      body: { taskId: "s1", opinion: "同意" },
    });
    expect(collabRequest("reply", reply, { taskId: "s2", status: "COMMU" }).path).toBe(
      "/runtime/instance/v1/doNextcommu",
    );
  });

  it("every kind builds a request; input counts as typed once a user or a text is in it", () => {
    for (const kind of COLLAB_KINDS) expect(collabRequest(kind, input(), target).body.taskId).toBe("task-1");
    expect(collabDirty(input())).toBe(false);
    expect(collabDirty(input({ opinion: "x" }))).toBe(true);
    expect(collabDirty(input({ users }))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import i18n from "../../../i18n";
import { lockOutcome, lockStateOf } from "./lock";

const message = (code: number) => i18n.t(lockOutcome(code).messageKey);

describe("lock codes (CONTRACT §6.7)", () => {
  it("reads 1 as 签收成功 and 3 as 取消签收成功 (lockUnlock answers the code before its toggle)", () => {
    expect(message(1)).toBe("签收成功");
    expect(lockOutcome(1)).toMatchObject({ intent: "success", locked: true });
    expect(message(3)).toBe("取消签收成功");
    expect(lockOutcome(3)).toMatchObject({ intent: "success", locked: false });
  });

  it("reads 4 as 已被他人签收 and leaves the claim as it was", () => {
    expect(message(4)).toBe("已被他人签收");
    expect(lockOutcome(4).locked).toBeUndefined();
  });

  it("has a message for every code 0..6 and for an unknown one", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(message)).toEqual([
      "该任务已处理或不存在",
      "签收成功",
      "该任务无需签收",
      "取消签收成功",
      "已被他人签收",
      "管理员查看，无需签收",
      "流程实例已被禁止，不能签收",
      "未知的签收结果",
    ]);
  });

  it("reads canLock: 3 = claimed by me, 1 and 3 toggle, 4 = claimed by someone else", () => {
    expect(lockStateOf(3)).toEqual({ code: 3, locked: true, toggleable: true, lockedByOther: false });
    expect(lockStateOf(1)).toEqual({ code: 1, locked: false, toggleable: true, lockedByOther: false });
    expect(lockStateOf(4)).toEqual({ code: 4, locked: false, toggleable: false, lockedByOther: true });
    expect(lockStateOf(2).toggleable).toBe(false);
  });
});

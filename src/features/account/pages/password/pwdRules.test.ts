import { describe, expect, it } from "vitest";
import type { PwdStrategy } from "../../../../api/contract";
import i18n from "../../../../i18n";
import { checkPasswordStrategy, minPasswordLength, validateChangePassword } from "./pwdRules";

const text = (error: { key: string; values?: Record<string, string | number> } | null | undefined) =>
  error ? i18n.t(error.key, error.values) : null;

const strategy = (pwdRule: PwdStrategy["pwdRule"], pwdLength = 8, enable: 0 | 1 = 1): PwdStrategy => ({
  id: "s1",
  pwdRule,
  pwdLength,
  duration: 90,
  enable,
});

describe("change-password form", () => {
  it("asks 请输入旧密码, 请输入新密码 and 请再次输入新密码 when empty", () => {
    const errors = validateChangePassword({ oldPwd: "", newPwd: "", confirmPwd: "" }, null);
    expect(text(errors.oldPwd)).toBe("请输入旧密码");
    expect(text(errors.newPwd)).toBe("请输入新密码");
    expect(text(errors.confirmPwd)).toBe("请再次输入新密码");
  });

  it("says 两次输入密码不一致! when the repeat differs", () => {
    const errors = validateChangePassword({ oldPwd: "old", newPwd: "abcdef1", confirmPwd: "abcdef2" }, null);
    expect(text(errors.confirmPwd)).toBe("两次输入密码不一致!");
    expect(errors.newPwd).toBeUndefined();
  });

  it("passes a complete, matching form", () => {
    expect(
      validateChangePassword({ oldPwd: "old", newPwd: "Abc123!x", confirmPwd: "Abc123!x" }, strategy(4)),
    ).toEqual({});
  });
});

describe("password strategy", () => {
  it("needs at least 6 characters without a strategy (新密码长度至少为6)", () => {
    expect(text(checkPasswordStrategy("12345", null))).toBe("新密码长度至少为6");
    expect(checkPasswordStrategy("123456", null)).toBeNull();
    expect(minPasswordLength(null)).toBe(6);
  });

  it("treats a disabled strategy as no strategy", () => {
    expect(text(checkPasswordStrategy("abcde", strategy(4, 12, 0)))).toBe("新密码长度至少为6");
    expect(checkPasswordStrategy("abcdef", strategy(4, 12, 0))).toBeNull();
  });

  it("needs pwdLength characters with a strategy (新密码长度至少为{n})", () => {
    expect(text(checkPasswordStrategy("Ab1!xyz", strategy(1, 8)))).toBe("新密码长度至少为8");
    expect(text(checkPasswordStrategy("abc", strategy(2, 10)))).toBe("新密码长度至少为10");
    expect(checkPasswordStrategy("aaaaaaaa", strategy(1, 8))).toBeNull();
  });

  it("rule 2 needs digits and letters", () => {
    const rule = strategy(2);
    expect(text(checkPasswordStrategy("abcdefgh", rule))).toBe("新密码必须同时包含数字和字母");
    expect(text(checkPasswordStrategy("12345678", rule))).toBe("新密码必须同时包含数字和字母");
    expect(checkPasswordStrategy("abcd1234", rule)).toBeNull();
  });

  it("rule 3 needs digits, letters and special characters", () => {
    const rule = strategy(3);
    expect(text(checkPasswordStrategy("abcd1234", rule))).toBe("新密码必须同时包含数字、字母和特殊字符");
    expect(text(checkPasswordStrategy("abcd!@#$", rule))).toBe("新密码必须同时包含数字、字母和特殊字符");
    expect(checkPasswordStrategy("Passw0rd!", rule)).toBeNull();
  });

  it("rule 4 needs digits, upper and lower case letters and special characters", () => {
    const rule = strategy(4);
    const message = "新密码必须同时包含数字、大写字母、小写字母和特殊字符";
    expect(text(checkPasswordStrategy("passw0rd!", rule))).toBe(message);
    expect(text(checkPasswordStrategy("PASSW0RD!", rule))).toBe(message);
    expect(text(checkPasswordStrategy("Password!", rule))).toBe(message);
    expect(text(checkPasswordStrategy("Passw0rdx", rule))).toBe(message);
    expect(checkPasswordStrategy("Passw0rd!", rule)).toBeNull();
  });

  it("checks the length before the rule", () => {
    expect(text(checkPasswordStrategy("abc", strategy(4, 8)))).toBe("新密码长度至少为8");
  });

  it("has an English message for every rule", async () => {
    const en = i18n.cloneInstance({ lng: "en-US" });
    await en.changeLanguage("en-US");
    expect(en.t("access.password.minLength", { n: 8 })).toBe(
      "The new password must be at least 8 characters long",
    );
    expect(en.t("access.password.mismatch")).toBe("The two passwords do not match!");
  });
});

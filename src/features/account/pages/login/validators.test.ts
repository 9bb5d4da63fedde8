import { describe, expect, it } from "vitest";
import i18n from "../../../../i18n";
import { validateAccount, validateLoginForm, validateLoginPassword } from "./validators";

const text = (error: { key: string; values?: Record<string, string | number> } | null | undefined) =>
  error ? i18n.t(error.key, error.values) : null;

describe("login validators", () => {
  it("asks 请输入账号 for an empty account", () => {
    expect(text(validateAccount(""))).toBe("请输入账号");
    expect(text(validateAccount("   "))).toBe("请输入账号");
  });

  it("shows 账号格式不符合规范 for a one-letter account", () => {
    expect(text(validateAccount("a"))).toBe("账号格式不符合规范");
  });

  it("shows 账号格式不符合规范 for more than 20 characters or characters outside letters, digits, _ and -", () => {
    expect(text(validateAccount("a".repeat(21)))).toBe("账号格式不符合规范");
    expect(text(validateAccount("zhang san"))).toBe("账号格式不符合规范");
    expect(text(validateAccount("张三"))).toBe("账号格式不符合规范");
    expect(text(validateAccount("a@b"))).toBe("账号格式不符合规范");
  });

  it("accepts 2 to 20 letters, digits, underscores and hyphens", () => {
    for (const account of ["ab", "zhangsan", "acme_admin", "user-01", "A1", "a".repeat(20)]) {
      expect(validateAccount(account)).toBeNull();
    }
  });

  it("asks 请输入密码 for an empty password and accepts any other", () => {
    expect(text(validateLoginPassword(""))).toBe("请输入密码");
    expect(validateLoginPassword("x")).toBeNull();
  });

  it("validates the whole form at once", () => {
    const errors = validateLoginForm({ account: "", password: "" });
    expect(text(errors.account)).toBe("请输入账号");
    expect(text(errors.password)).toBe("请输入密码");
    expect(validateLoginForm({ account: "zhangsan", password: "Passw0rd!" })).toEqual({});
  });
});

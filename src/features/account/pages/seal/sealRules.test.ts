import { describe, expect, it } from "vitest";
import { isPngName, sealFields, validateSeal } from "./sealRules";

const empty = { loginPassword: "", oldPassWord: "", password: "", confirmPwd: "" };

describe("seal rules", () => {
  it("asks for the login password, picture, password and confirmation on the first set", () => {
    expect(validateSeal(empty, false, undefined)).toEqual({
      fileId: "seal.error.picture",
      loginPassword: "seal.error.loginPassword",
      password: "seal.error.password",
      confirmPwd: "seal.error.confirmPwd",
    });
  });

  it("asks for the old seal password instead once a seal is set", () => {
    const errors = validateSeal({ ...empty, password: "a", confirmPwd: "a" }, true, "f1");
    expect(errors).toEqual({ oldPassWord: "seal.error.oldPassWord" });
    expect(sealFields(true)).toEqual(["oldPassWord", "password", "confirmPwd"]);
    expect(sealFields(false)).toEqual(["loginPassword", "password", "confirmPwd"]);
  });

  it("says the confirmation differs, and nothing when all is given", () => {
    const values = { ...empty, loginPassword: "p", password: "a", confirmPwd: "b" };
    expect(validateSeal(values, false, "f1")).toEqual({ confirmPwd: "seal.error.mismatch" });
    expect(validateSeal({ ...values, confirmPwd: "a" }, false, "f1")).toEqual({});
  });

  it("accepts only names ending in .png", () => {
    expect(isPngName("seal.PNG")).toBe(true);
    expect(isPngName("seal.png.exe")).toBe(false);
    expect(isPngName("seal.jpg")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import i18n from "../../../i18n";
import { FORM_OUTCOME, reactToFormOutcome } from "./formOutcome";

const text = (code: number) => {
  const key = reactToFormOutcome(code).messageKey;
  return key ? i18n.t(key) : undefined;
};

describe("form data outcome codes (spec 2 §4)", () => {
  it("goes on with 0 (data read)", () => {
    expect(reactToFormOutcome(FORM_OUTCOME.ok)).toEqual({ proceed: true });
  });

  it("stops with a message for 1 (no online or URL form) and 2 (empty or failed to load)", () => {
    expect(reactToFormOutcome(1).proceed).toBe(false);
    expect(text(1)).toBe("未找到在线表单或URL表单");
    expect(reactToFormOutcome(2).proceed).toBe(false);
    expect(text(2)).toBe("在线表单为空或加载失败");
  });

  it("stops on 3 (validation errors) leaving the message to the form, which lists each field", () => {
    expect(reactToFormOutcome(3)).toEqual({ proceed: false, fieldErrorsShownByForm: true });
  });

  it("stops with the URL-form messages for 5 and 6", () => {
    expect(text(5)).toBe("URL表单响应超时");
    expect(text(6)).toBe("URL表单未处理数据");
  });

  it("stops silently on 7", () => {
    expect(reactToFormOutcome(7)).toEqual({ proceed: false });
  });

  it("stops with a generic message on an unknown code", () => {
    expect(reactToFormOutcome(4)).toEqual({ proceed: false, messageKey: "flowTask.outcome.unknown" });
  });
});

import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { catalogue, RULES_NAMESPACE, ruleMessage, ruleMessages, ruleResources } from "./";

describe("rule messages (spec 3 §5, spec 1 §5)", () => {
  it("uses the spec's exact Chinese texts", () => {
    expect(ruleMessage("backend")).toBe("后端验证失败");
    expect(ruleMessage("script")).toBe("前端js校验失败");
    expect(ruleMessage("alreadyExists")).toBe("输入已存在");
    expect(ruleMessage("formErrorTitle")).toBe("错误提示");
    expect(ruleMessage("formErrorList")).toBe("请正确的填写以下表单内容");
    expect(ruleMessage("formErrorNoDetail")).toBe("请正确的填写表单内容");
  });

  it("has every message in zh-CN and en-US", () => {
    for (const [key, text] of Object.entries(ruleMessages)) {
      expect(text["zh-CN"], key).toMatch(/\S/);
      expect(text["en-US"], key).toMatch(/\S/);
    }
  });

  it("defaults to zh-CN and fills placeholders", () => {
    expect(ruleMessage("max", undefined, { n: 20 })).toBe("最大字符长度不能超过20");
    expect(ruleMessage("max", "en-US", { n: 20 })).toBe("Must not exceed 20 characters");
  });

  it("gives each rule's messages the same texts as the shared table", () => {
    for (const meta of catalogue) {
      for (const [key, text] of Object.entries(meta.messages)) {
        expect(text, `${meta.name}.${key}`).toEqual(ruleMessages[key as keyof typeof ruleMessages]);
      }
    }
  });

  it("registers into i18next under the rules namespace with the same interpolation", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: ruleResources(),
      lng: "en-US",
      ns: [RULES_NAMESPACE],
      interpolation: { escapeValue: false },
    });
    expect(i18n.t("rules:max", { n: 3 })).toBe(ruleMessage("max", "en-US", { n: 3 }));
    await i18n.changeLanguage("zh-CN");
    expect(i18n.t("rules:dateLessThan", { other: "2024-05-02" })).toBe("日期必须小于2024-05-02");
    expect(Object.keys(ruleResources()["en-US"].rules)).toEqual(Object.keys(ruleResources()["zh-CN"].rules));
  });
});

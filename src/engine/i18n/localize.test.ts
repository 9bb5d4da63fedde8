import { describe, expect, it } from "vitest";
import { createRuntime } from "../runtime/runtime";
import { page, testEngine } from "../testHelpers";
import { isLabelMap, localize, localizeTree } from "./localize";

const LEAVE = { "zh-CN": "请假申请", "en-US": "Leave request" };

describe("localize: a configured label is a plain string or a translation map", () => {
  it("shows a plain string as it is in every language", () => {
    expect(localize("销售趋势", "en-US")).toBe("销售趋势");
    expect(localize("Sales", "zh-CN")).toBe("Sales");
  });

  it("shows the map's text of the current language", () => {
    expect(localize(LEAVE, "en-US")).toBe("Leave request");
    expect(localize(LEAVE, "zh-CN")).toBe("请假申请");
  });

  it("falls back to zh-CN when the language is missing or empty", () => {
    expect(localize({ "zh-CN": "部门" }, "en-US")).toBe("部门");
    expect(localize({ "zh-CN": "部门", "en-US": "" }, "en-US")).toBe("部门");
    expect(localize({ "zh-CN": "部门", "en-US": "Dept" }, "fr-FR")).toBe("部门");
  });

  it("gives an empty string for nothing and a string for numbers", () => {
    expect(localize(undefined, "en-US")).toBe("");
    expect(localize(null, "en-US")).toBe("");
    expect(localize(12, "en-US")).toBe("12");
  });

  it("tells a translation map from other objects", () => {
    expect(isLabelMap(LEAVE)).toBe(true);
    expect(isLabelMap({ "en-US": "Only English" })).toBe(false);
    expect(isLabelMap({ "zh-CN": "a", de: "b" })).toBe(false);
    expect(isLabelMap({ i18n: "engine.loading" })).toBe(false);
    expect(isLabelMap(["zh-CN"])).toBe(false);
  });

  it("replaces the maps at the given keys of a JSON Schema, leaving data keys alone", () => {
    const schema = {
      type: "object",
      title: LEAVE,
      properties: { reason: { type: "string", title: { "zh-CN": "请假事由", "en-US": "Reason" } } },
      default: { title: { "zh-CN": "x", "en-US": "y" } },
    };
    const out = localizeTree(
      { ...schema, enumNames: [{ "zh-CN": "是", "en-US": "Yes" }, "N"] },
      "en-US",
      new Set(["title", "enumNames"]),
    );
    expect(out.enumNames).toEqual(["Yes", "N"]);
    expect(out.title).toBe("Leave request");
    expect(out.properties.reason.title).toBe("Reason");
    expect(schema.title).toBe(LEAVE);
  });
});

describe("the engine reads translation maps wherever it reads a text", () => {
  it("loads a map as a text and renders it in the engine's language", () => {
    let locale: "zh-CN" | "en-US" = "en-US";
    const engine = testEngine({ locale: () => locale });
    const result = engine.load(page([{ type: "button", label: LEAVE }]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const runtime = createRuntime(engine, result.document);
    expect(runtime.text(LEAVE, "p")).toBe("Leave request");
    locale = "zh-CN";
    expect(runtime.text(LEAVE, "p")).toBe("请假申请");
    expect(engine.text(LEAVE)).toBe("请假申请");
  });

  it("reports a map with an unknown language or a non-string text at its JSON path", () => {
    const result = testEngine().load(
      page([
        { type: "button", label: { "zh-CN": "确定", fr: "OK" } },
        { type: "button", label: { "zh-CN": "确定", "en-US": 3 } },
      ]),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => [e.path, e.code])).toEqual([
      ["/body/0/label/fr", "additionalProperty"],
      ["/body/1/label/en-US", "type"],
    ]);
  });
});

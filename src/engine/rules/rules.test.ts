// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${form}" is the rules' own URL syntax
import { describe, expect, it } from "vitest";
import { readCheckAnswer } from "../datasource/postCheck";
import { page, stubFetcher, testEngine } from "../testHelpers";

describe("the rules catalogue in the engine", () => {
  it("checks field rule strings at load: unknown rules and bad arguments are errors at the field's rules", () => {
    const engine = testEngine({ locale: "en-US" });
    const good = engine.load(
      page([
        { type: "form", body: [{ type: "input", name: "a", rules: "required|max:20|regex:/^A(1|2)$/" }] },
      ]),
    );
    expect(good.ok).toBe(true);
    const bad = engine.load(
      page([
        {
          type: "form",
          body: [
            { type: "input", name: "a", rules: "required|maxx:3" },
            { type: "input", name: "b", rules: ["email", "max:many"] },
          ],
        },
      ]),
    );
    expect(bad.ok ? [] : bad.errors.map((e) => [e.path, e.code])).toEqual([
      ["/body/0/body/0/rules", "rule"],
      ["/body/0/body/1/rules/1", "ruleSyntax"],
    ]);
    if (!bad.ok) expect(bad.errors[0].message).toBe("Unknown validation rule maxx");
  });

  it("gives the async validators the engine's fetcher and evaluator as services", async () => {
    const { fetcher, requests } = stubFetcher(() => ({
      status: 200,
      data: { state: false, message: "输入已存在" },
    }));
    const engine = testEngine({ fetcher });
    const exists = engine.validators.require("alreadyExists");
    const outcome = await exists.check("ann", ["${uc}/uc/user/v1/isExist"], { lang: "zh-CN", values: {} });
    expect(outcome).toBe("输入已存在");
    expect(requests).toEqual([
      { host: "uc", path: "/uc/user/v1/isExist", method: "POST", body: { value: "ann" } },
    ]);
    const script = engine.validators.require("script");
    expect(
      await script.check("x", [{ "==": [{ var: "values.a" }, 1] }], { lang: "zh-CN", values: { a: 1 } }),
    ).toBe(true);
    expect(await script.check("x", [{ "==": [{ var: "value" }, "y"] }], { lang: "zh-CN", values: {} })).toBe(
      "前端js校验失败",
    );
  });

  it("reads check answers: a boolean, a CommonResult or {ok, message}", () => {
    expect(readCheckAnswer(false)).toEqual({ ok: false });
    expect(readCheckAnswer({ state: true })).toEqual({ ok: true });
    expect(readCheckAnswer({ ok: false, message: "taken" })).toEqual({ ok: false, message: "taken" });
    expect(readCheckAnswer("whatever")).toEqual({ ok: true });
  });
});

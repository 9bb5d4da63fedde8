import { describe, expect, it } from "vitest";
import {
  calculationNames,
  engineCalculationRules,
  engineValidatorRules,
  registerRuleCatalogue,
  validatorNames,
} from "./";

describe("wiring the catalogue into an engine", () => {
  it("registers every validator and calculation by its exact name", () => {
    const validators: string[] = [];
    const calculations: string[] = [];
    registerRuleCatalogue({
      validators: { register: (rule) => validators.push(rule.name) },
      calculations: { register: (rule) => calculations.push(rule.name) },
    });
    expect(validators).toEqual([...validatorNames]);
    expect(calculations).toEqual([...calculationNames]);
  });

  it("checks with the engine's (value, args, context) shape, using the app's services", async () => {
    const rules = engineValidatorRules({ postCheck: async () => ({ ok: false }) });
    const max = rules.find((rule) => rule.name === "max")!;
    expect(await max.check("abcd", ["3"], { lang: "zh-CN", values: {} })).toBe("最大字符长度不能超过3");
    const exists = rules.find((rule) => rule.name === "alreadyExists")!;
    expect(exists.async).toBe(true);
    expect(await exists.check("admin", ["/x"], { lang: "en-US", values: {} })).toBe(
      "This value already exists",
    );
  });

  it("rejects with an AbortError when the engine cancels a check", async () => {
    const controller = new AbortController();
    controller.abort();
    const backend = engineValidatorRules({ postCheck: async () => ({ ok: true }) }).find(
      (r) => r.name === "backend",
    )!;
    await expect(
      backend.check("x", ["/c"], { lang: "zh-CN", values: {}, signal: controller.signal }),
    ).rejects.toMatchObject({ name: "AbortError" });
  });

  it("runs calculations with the same arguments as calculate()", () => {
    const round = engineCalculationRules().find((rule) => rule.name === "ROUND")!;
    expect(round.run([2.675, 2])).toBe(2.68);
  });
});

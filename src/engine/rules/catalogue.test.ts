import Ajv from "ajv";
import jsonLogic from "json-logic-js";
import { describe, expect, it } from "vitest";
import {
  type CalculationMeta,
  calculate,
  calculationNames,
  catalogue,
  parseRuleString,
  type RuleContext,
  type ValidatorMeta,
  validate,
  validatorNames,
} from "./";

const validators = catalogue.filter((meta): meta is ValidatorMeta => meta.kind === "validator");
const calculations = catalogue.filter((meta): meta is CalculationMeta => meta.kind === "calculation");

describe("the catalogue covers spec 3 §5 and spec 1 §5", () => {
  it("has every validator of spec 3 §5, named in camelCase", () => {
    expect([...validatorNames].sort()).toEqual(
      [
        "required",
        "integer",
        "email",
        "maxIntLength",
        "maxLength",
        "maxDecimalLength",
        "dateLessThan",
        "dateMoreThan",
        "dateRangeStart",
        "dateRangeEnd",
        "number",
        "decimal",
        "alpha",
        "url",
        "max",
        "min",
        "length",
        "minValue",
        "regex",
        "date",
        "time",
        "confirmed",
        "phone",
        "backend",
        "script",
        "alreadyExists",
      ].sort(),
    );
  });

  it("has every calculation: aggregates, rounding, DAYS360, date differences, work days, month count, RMB", () => {
    expect([...calculationNames].sort()).toEqual(
      [
        "SUM",
        "AVERAGE",
        "MAX",
        "MIN",
        "ROUND",
        "ROUNDUP",
        "ROUNDDOWN",
        "DAYS360",
        "DAYS_BETWEEN",
        "HOURS_BETWEEN",
        "MONTHS_BETWEEN",
        "WORKDAYS",
        "WORKDAYS_FROM_HOURS",
        "RMB",
      ].sort(),
    );
  });

  it("marks exactly backend, script and alreadyExists as asynchronous", () => {
    expect(catalogue.filter((meta) => meta.async).map((meta) => meta.name)).toEqual([
      "backend",
      "script",
      "alreadyExists",
    ]);
  });
});

describe("every rule follows the one contract", () => {
  it("is plain data (survives JSON unchanged, no functions)", () => {
    expect(JSON.parse(JSON.stringify(catalogue))).toEqual(catalogue);
  });

  it.each(catalogue.map((meta) => [meta.name, meta] as const))(
    "%s has zh-CN and en-US docs and messages",
    (_name, meta) => {
      expect(meta.doc["zh-CN"].length).toBeGreaterThan(10);
      expect(meta.doc["en-US"].length).toBeGreaterThan(10);
      // The English doc may quote the exact Chinese defaults, nothing else in Chinese.
      const quoted = Object.values(meta.messages).map((text) => text["zh-CN"]);
      const english = quoted.reduce((doc, zh) => doc.split(zh).join(""), meta.doc["en-US"]);
      expect(english).not.toMatch(/[\u4e00-\u9fff]{4,}/u);
      for (const [key, text] of Object.entries(meta.messages)) {
        expect(text["zh-CN"], key).toMatch(/\S/);
        expect(text["en-US"], key).toMatch(/\S/);
        expect(text["en-US"], key).not.toMatch(/[\u4e00-\u9fff]/u);
      }
      expect(typeof meta.async).toBe("boolean");
      expect(meta.examples.length).toBeGreaterThan(0);
    },
  );

  it.each(validators.map((meta) => [meta.name, meta] as const))(
    "validator %s has a message, a passing, a failing and an en-US example",
    (_name, meta) => {
      expect(Object.keys(meta.messages).length).toBeGreaterThan(0);
      expect(meta.examples.some((example) => example.expected === true)).toBe(true);
      expect(meta.examples.some((example) => example.expected !== true)).toBe(true);
      expect(meta.examples.some((example) => example.lang === "en-US")).toBe(true);
    },
  );

  it("has parameter schemas that ajv compiles, and every example's parameters fit them", () => {
    const ajv = new Ajv({ strictTuples: false });
    for (const meta of validators) {
      const check = ajv.compile(meta.params);
      for (const example of meta.examples) {
        const [rule] = parseRuleString(example.rule);
        expect(check(rule.args), `${example.rule} ${JSON.stringify(check.errors)}`).toBe(true);
      }
    }
    for (const meta of calculations) {
      const check = ajv.compile(meta.params);
      for (const example of meta.examples.filter((e) => !e.throws)) {
        expect(
          check(example.args),
          `${meta.name} ${JSON.stringify(example.args)} ${JSON.stringify(check.errors)}`,
        ).toBe(true);
      }
    }
  });
});

describe("every example of the catalogue runs as documented", () => {
  const validatorExamples = validators.flatMap((meta) =>
    meta.examples.map((example) => [meta.name, example] as const),
  );
  const calculationExamples = calculations.flatMap((meta) =>
    meta.examples.map((example) => [meta.name, example] as const),
  );

  it.each(validatorExamples)("%s: %j", async (name, example) => {
    const rules = parseRuleString(example.rule);
    expect(rules.map((rule) => rule.name)).toEqual([name]);
    const context: RuleContext = {
      lang: example.lang,
      values: example.values,
      postCheck: async () => example.server ?? { ok: true },
      evaluateLogic: (expression, data) => jsonLogic.apply(expression as jsonLogic.RulesLogic, data),
    };
    expect(await validate(name, example.value, rules[0].args, context)).toBe(example.expected);
  });

  it.each(calculationExamples)("%s: %j", (name, example) => {
    if (example.throws) {
      expect(() => calculate(name, example.args)).toThrow(expect.objectContaining({ code: example.throws }));
    } else {
      expect(calculate(name, example.args)).toEqual(example.expected);
    }
  });
});

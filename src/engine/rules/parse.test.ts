import { describe, expect, it } from "vitest";
import { parseRuleString, ruleDependencies, rulesForField } from "./";

const summary = (text: string) => parseRuleString(text).map((rule) => [rule.name, ...rule.args]);

describe("rule strings: rule:arg1,arg2 joined by | (spec 3 §5)", () => {
  it("parses required|max:20|regex:^A\\d+$", () => {
    expect(summary("required|max:20|regex:^A\\d+$")).toEqual([
      ["required"],
      ["max", 20],
      ["regex", "^A\\d+$"],
    ]);
  });

  it("converts arguments to the types of the parameter schema", () => {
    const [rule] = parseRuleString("decimal:2");
    expect(rule.args).toEqual([2]);
    expect(parseRuleString("minValue:-1.5")[0].args).toEqual([-1.5]);
    expect(parseRuleString("confirmed:password")[0].args).toEqual(["password"]);
  });

  it("keeps commas and colons in a bare regex, up to the next |", () => {
    expect(summary("regex:^\\d{1,3}(,\\d{3})*$|required")).toEqual([
      ["regex", "^\\d{1,3}(,\\d{3})*$"],
      ["required"],
    ]);
    expect(summary("regex:^\\d{2}:\\d{2}$")).toEqual([["regex", "^\\d{2}:\\d{2}$"]]);
  });

  it("reads a /regex/flags literal so | inside the pattern is kept", () => {
    expect(summary("regex:/^(cat|dog)$/i|max:3")).toEqual([
      ["regex", "^(cat|dog)$", "i"],
      ["max", 3],
    ]);
    expect(summary("regex:/^a\\/b[/|]c$/")).toEqual([["regex", "^a\\/b[/|]c$"]]);
    expect(summary("required|regex:/a|b/")).toEqual([["required"], ["regex", "a|b"]]);
  });

  it("refuses an unterminated /regex/, text after it and a pattern that does not compile", () => {
    expect(() => parseRuleString("regex:/abc")).toThrow(expect.objectContaining({ code: "BAD_SYNTAX" }));
    expect(() => parseRuleString("regex:/abc/x1")).toThrow(expect.objectContaining({ code: "BAD_SYNTAX" }));
    expect(() => parseRuleString("regex:(abc")).toThrow(expect.objectContaining({ code: "BAD_PARAMS" }));
    expect(() => parseRuleString("regex:/a/q")).toThrow(expect.objectContaining({ code: "BAD_PARAMS" }));
  });

  it("takes a backend or already-exists URL whole, with its colons and commas", () => {
    expect(summary("backend:https://oa.example.com:8443/check?a=1,2|required")).toEqual([
      ["backend", "https://oa.example.com:8443/check?a=1,2"],
      ["required"],
    ]);
    expect(summary("alreadyExists:/uc/api/user/v1/isAccountExist")).toEqual([
      ["alreadyExists", "/uc/api/user/v1/isAccountExist"],
    ]);
  });

  it("reads a script's json-logic by matching brackets, then an optional message", () => {
    const expression = { in: [{ var: "value" }, ["a|b", "c,d", "e:f", 'q"}']] };
    const json = JSON.stringify(expression);
    expect(summary(`script:${json}|required`)).toEqual([["script", expression], ["required"]]);
    expect(summary(`script:${json},只能是 a、b 或 c|max:5`)).toEqual([
      ["script", expression, "只能是 a、b 或 c"],
      ["max", 5],
    ]);
    // The message runs to the next |, so it cannot contain one.
    expect(() => parseRuleString(`script:${json},a|b`)).toThrow(
      expect.objectContaining({ code: "UNKNOWN_RULE" }),
    );
  });

  it("refuses a script that is not JSON or is unterminated", () => {
    expect(() => parseRuleString('script:{"==":[1,2]')).toThrow(
      expect.objectContaining({ code: "BAD_SYNTAX" }),
    );
    expect(() => parseRuleString("script:{==}")).toThrow(expect.objectContaining({ code: "BAD_SYNTAX" }));
    expect(() => parseRuleString('script:{"==":[1,1]} x')).toThrow(
      expect.objectContaining({ code: "BAD_SYNTAX" }),
    );
  });

  it("ignores spaces around names and list arguments, and empty segments", () => {
    expect(summary(" required | max: 20 ||")).toEqual([["required"], ["max", 20]]);
    expect(parseRuleString("")).toEqual([]);
    expect(parseRuleString(null)).toEqual([]);
  });

  it("accepts names in any case and the original portal's aliases, giving the canonical name", () => {
    expect(summary("REQUIRED|MaxIntLen:5|isExist:/x|datelessthan:end|frontJSValidate:true")).toEqual([
      ["required"],
      ["maxIntLength", 5],
      ["alreadyExists", "/x"],
      ["dateLessThan", "end"],
      ["script", true],
    ]);
  });

  it("names the bad rule: UNKNOWN_RULE, BAD_PARAMS, BAD_SYNTAX", () => {
    expect(() => parseRuleString("required|maxx:20")).toThrow(
      expect.objectContaining({ code: "UNKNOWN_RULE", rule: "maxx" }),
    );
    expect(() => parseRuleString("max:abc")).toThrow(
      expect.objectContaining({ code: "BAD_PARAMS", rule: "max" }),
    );
    expect(() => parseRuleString("max")).toThrow(expect.objectContaining({ code: "BAD_PARAMS" }));
    expect(() => parseRuleString("max:1,2")).toThrow(expect.objectContaining({ code: "BAD_PARAMS" }));
    expect(() => parseRuleString("required:1")).toThrow(expect.objectContaining({ code: "BAD_PARAMS" }));
    expect(() => parseRuleString(":20")).toThrow(expect.objectContaining({ code: "BAD_SYNTAX" }));
  });

  it("keeps each rule's source text", () => {
    expect(parseRuleString("required|max:20").map((rule) => rule.source)).toEqual(["required", "max:20"]);
  });

  it("lists the other fields cross-field rules read", () => {
    expect(
      ruleDependencies(parseRuleString("dateLessThan:end|confirmed:password|max:3|dateRangeEnd:end")),
    ).toEqual(["end", "password"]);
  });
});

describe("field modes (spec 1 §5, spec 3 §5)", () => {
  it("mode b adds required, first, once", () => {
    expect(rulesForField("max:20", "b").map((rule) => rule.name)).toEqual(["required", "max"]);
    expect(rulesForField("max:20|required", "b").map((rule) => rule.name)).toEqual(["max", "required"]);
    expect(rulesForField("", "b").map((rule) => rule.name)).toEqual(["required"]);
  });

  it("mode w keeps the rules as written", () => {
    expect(rulesForField("required|max:20", "w").map((rule) => rule.name)).toEqual(["required", "max"]);
    expect(rulesForField("max:20").map((rule) => rule.name)).toEqual(["max"]);
  });

  it("modes r and n are not writable, so never required and never validated", () => {
    expect(rulesForField("required|max:20", "r")).toEqual([]);
    expect(rulesForField("required|max:20", "n")).toEqual([]);
  });

  it("still refuses a bad rule string on a read-only field, so the schema fails at load", () => {
    expect(() => rulesForField("maxx:1", "r")).toThrow(expect.objectContaining({ code: "UNKNOWN_RULE" }));
  });
});

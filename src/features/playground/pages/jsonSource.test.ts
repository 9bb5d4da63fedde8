import { describe, expect, it } from "vitest";
import { lineColumnAt, rangeForPointer, readJsonSource } from "./jsonSource";

describe("readJsonSource", () => {
  it("reads what JSON.parse reads, with the range of every pointer", () => {
    const text = '{\n  "a": [1, {"b/c": "x"}],\n  "n": -1.5e3, "t": true, "z": null\n}';
    const result = readJsonSource(text);
    if (!result.ok) throw new Error("expected JSON");
    expect(result.value).toEqual(JSON.parse(text));
    const slice = (pointer: string) => {
      const range = result.ranges.get(pointer);
      return range && text.slice(range.start, range.end);
    };
    expect(slice("/a/1/b~1c")).toBe('"x"');
    expect(slice("/a/0")).toBe("1");
    expect(slice("/n")).toBe("-1.5e3");
    const member = result.ranges.get("/n");
    expect(member && text.slice(member.keyStart, member.keyEnd)).toBe('"n"');
  });

  it("keeps escapes and a __proto__ key as JSON.parse does", () => {
    const text = '{"s": "\\u4f60\\n\\"", "__proto__": {"x": 1}}';
    const result = readJsonSource(text);
    expect(result.ok && result.value).toEqual(JSON.parse(text));
    expect(result.ok && Object.hasOwn(result.value as object, "__proto__")).toBe(true);
  });

  it.each([
    ['{"a": 1,}', "expectedKey", 1, 9],
    ['{"a" 1}', "expectedColon", 1, 6],
    ["[1 2]", "expectedCommaOrEnd", 1, 4],
    ['{"a": tru}', "unexpectedChar", 1, 7],
    ['{\n  "a": "x', "badString", 2, 8],
    ['"\\q"', "badEscape", 1, 2],
    ["-", "badNumber", 1, 1],
    ["[1]]", "trailingText", 1, 4],
    ['{"a": [1,', "unexpectedEnd", 1, 10],
  ])("reports %s as %s at line %i, column %i", (text, code, line, column) => {
    const result = readJsonSource(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code, line, column });
  });

  it("counts lines and columns from 1", () => {
    expect(lineColumnAt("ab\ncd", 4)).toEqual({ line: 2, column: 2 });
  });
});

describe("rangeForPointer", () => {
  const text = '{"body": [{"type": "card", "titel": "x"}]}';
  const result = readJsonSource(text);
  const ranges = result.ok ? result.ranges : new Map();
  const select = (pointer: string, property?: string) => {
    const range = rangeForPointer(ranges, pointer, property);
    return range && text.slice(range.start, range.end);
  };

  it("selects the key of a misspelt property and the nearest written value of a missing one", () => {
    expect(select("/body/0/titel", "titel")).toBe('"titel"');
    expect(select("/body/0", "titel")).toBe('"titel"');
    expect(select("/body/0/columns", "columns")).toBe('{"type": "card", "titel": "x"}');
    expect(select("/body/0/type")).toBe('"card"');
    expect(select("")).toBe(text);
  });
});

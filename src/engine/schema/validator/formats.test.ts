import { fullFormats } from "ajv-formats/dist/formats";
import { describe, expect, it } from "vitest";
import { compileSchema } from "./compile";
import { formatCheck, isStrictDate } from "./formats";
import type { ValidationState } from "./types";

/** Whether `format` accepts `value`, as the `format` keyword asks it (its JSON type first). */
function accepts(format: string, value: unknown): boolean {
  const check = compileSchema({ format }, () => undefined);
  const state: ValidationState = { issues: [], effects: [], env: null };
  check(value, "", state);
  return state.issues.length === 0;
}

/** The values of `list` that `format` accepts. */
const accepted = (format: string, list: unknown[]) => list.filter((value) => accepts(format, value));

describe("the portal's date and time formats (the stored texts)", () => {
  it("accepts a date only as YYYY-MM-DD naming a real day, leap years by the Gregorian rule", () => {
    const good = [
      "2024-02-29",
      "2024-01-31", // a leap year's other months keep their days
      "2024-12-31",
      "2024-04-30",
      "2000-02-29",
      "2023-02-28",
      "2023-01-31",
      "2023-12-31",
      "0001-01-01",
      "2023-04-30",
    ];
    const bad = [
      "2023-02-29", // not a leap year
      "2100-02-29", // a century is not a leap year …
      "1900-02-29",
      "2023-04-31", // April has 30 days
      "2023-13-01",
      "2023-00-10",
      "2023-01-00",
      "2023-01-32",
      "0000-01-01", // there is no year 0
      "2023-2-03", // one digit
      "2023-2-03 ", // one digit, a blank to make up the length (date-fns' parser takes it)
      "2023-02-3 ",
      "2023/02/03",
      "20230203",
      " 2023-02-03",
      "2023-02-03 ",
      "2023-02-03T00:00:00",
      "",
    ];
    expect(accepted("date", good)).toEqual(good);
    expect(accepted("date", bad)).toEqual([]);
  });

  it("accepts a time only as 24-hour HH:mm:ss", () => {
    const good = ["00:00:00", "09:30:00", "23:59:59"];
    const bad = [
      "24:00:00",
      "12:60:00",
      "12:00:60",
      "9:30:00",
      "9:30:00 ",
      "109:30:00",
      "x09:30:00",
      "09:3:00 ",
      "09:30",
      "09:30:00.5",
      "09-30-00",
      "9:30:000",
      "",
    ];
    expect(accepted("time", good)).toEqual(good);
    expect(accepted("time", bad)).toEqual([]);
  });

  it("accepts a date-time as a real date and time joined by T, t or a space, with an optional fraction and offset", () => {
    const good = [
      "2024-02-29T23:59:59",
      "2024-02-29t00:00:00Z",
      "2024-02-29 12:00:00z",
      "2024-02-29T12:00:00.123+08:00",
      "2024-02-29T12:00:00-05:30",
    ];
    const bad = [
      "2023-02-29T10:00:00", // no such day
      "2024-02-29T24:00:00", // no such hour
      "2024-02-29T10:60:00",
      "2024-02-29X10:00:00",
      "2024-02-29T10:00", // seconds are required
      "2024-02-29T10:00:00+0800",
      "2024-02-29T10:00:00.",
      "x2024-02-29T10:00:00",
      "2024-02-29T10:00:00Zx",
      "2024-02-29",
    ];
    expect(accepted("date-time", good)).toEqual(good);
    expect(accepted("date-time", bad)).toEqual([]);
  });

  it("reads a strict date-fns pattern: exactly what the pattern writes, for a real moment", () => {
    expect(isStrictDate("2024-02-29", "yyyy-MM-dd")).toBe(true);
    expect(isStrictDate("2023-02-29", "yyyy-MM-dd")).toBe(false);
    expect(isStrictDate("2023-2-28", "yyyy-M-dd")).toBe(true);
    expect(isStrictDate("2023-02-28", "yyyy-M-dd")).toBe(false); // longer than its pattern
    expect(isStrictDate("2023-2-8", "yyyy-MM-dd")).toBe(false); // shorter than its pattern
    expect(isStrictDate("2023-2-08 ", "yyyy-MM-dd")).toBe(false); // as long, but not what the pattern writes
    expect(isStrictDate("2023-02-08 12:00:0 ", "yyyy-MM-dd HH:mm:ss")).toBe(false);
    expect(isStrictDate("2023-02-08 12:00:00", "yyyy-MM-dd HH:mm:ss")).toBe(true);
    expect(isStrictDate("2023/02/28", "yyyy/MM/dd")).toBe(true);
    expect(isStrictDate("23:59", "HH:mm")).toBe(true);
    expect(isStrictDate("24:00", "HH:mm")).toBe(false);
  });
});

describe("the portal's other string formats", () => {
  it("accepts an e-mail address as browsers' <input type=email> does", () => {
    const good = ["a@b", "a.b+c@example.com", "x_y!#$%&'*=?^`{|}~-@mail.example.cn", "a@b-c.d0"];
    const bad = [
      "a@",
      "@b",
      "a b@c.com",
      "a@b_c.com",
      "a@-b.com",
      "a@b-.com",
      "a@b..com",
      "a@b.com.",
      "ab.com",
      "中文@b.com",
    ];
    expect(accepted("email", good)).toEqual(good);
    expect(accepted("email", bad)).toEqual([]);
  });

  it("accepts a uri or url only with a scheme and a form URL can parse", () => {
    const good = [
      "https://example.com/a?b#c",
      "mailto:a@b.cn",
      "git+ssh://host/x",
      "urn:isbn:0451450523",
      "a-b.c:x",
    ];
    const bad = ["example.com", "/a/b", "1http://x", "+a:b", "http://[", "http://a b", " https://a.cn", ""];
    for (const format of ["uri", "url"]) {
      expect(accepted(format, good)).toEqual(good);
      expect(accepted(format, bad)).toEqual([]);
    }
  });

  it("accepts a base64 data URL with an optional media type and file name, in any case", () => {
    const good = [
      "data:image/png;base64,iVBORw0KGgo=",
      "data:;base64,",
      "data:application/vnd.ms-excel;name=表.xls;base64,AAAA",
      "data:image/svg+xml;base64,AA",
      "DATA:IMAGE/PNG;BASE64,AA",
    ];
    const bad = [
      "data:image/png,AAAA",
      "data:image/png;charset=utf-8,AA",
      "data:image;base64,AA",
      "xdata:image/png;base64,AA",
      "data:image/png;name=a;b;base64,AA",
      "data:image/png;base64,AA\nAA",
      "image/png;base64,AA",
    ];
    expect(accepted("data-url", good)).toEqual(good);
    expect(accepted("data-url", bad)).toEqual([]);
  });

  it("accepts a colour only as # and six hex digits", () => {
    const good = ["#a0B1c2", "#000000", "#FFFFFF"];
    const bad = ["#abc", "a0b1c2", "#a0b1c2x", "x#a0b1c2", "#a0b1cg", "#a0b1c2ff"];
    expect(accepted("color", good)).toEqual(good);
    expect(accepted("color", bad)).toEqual([]);
  });

  it("checks only strings: a number, boolean, null, array or object passes a string format", () => {
    for (const format of ["date", "time", "date-time", "email", "uri", "url", "data-url", "color", "ipv4"])
      expect(accepted(format, [1, true, null, [], {}]), format).toEqual([1, true, null, [], {}]);
  });
});

describe("ajv-formats' table, as plain tests", () => {
  it("knows every ajv-formats name the portal does not override, and no other", () => {
    for (const name of Object.keys(fullFormats)) expect(formatCheck(name), name).toBeDefined();
    expect(formatCheck("colour")).toBeUndefined();
    expect(formatCheck("constructor")).toBeUndefined();
    expect(() => compileSchema({ format: "ip" }, () => undefined)).toThrow('/format: unknown format "ip"');
  });

  it("answers its regular expressions: ipv4, uuid, duration, hostname, json-pointer, uri-reference", () => {
    expect(accepted("ipv4", ["1.2.3.4", "256.1.1.1", "1.2.3"])).toEqual(["1.2.3.4"]);
    expect(
      accepted("uuid", [
        "123e4567-e89b-12d3-a456-426614174000",
        "123E4567-E89B-12D3-A456-426614174000",
        "123",
      ]),
    ).toEqual([
      "123e4567-e89b-12d3-a456-426614174000",
      "123E4567-E89B-12D3-A456-426614174000", // ajv-formats' i flag is kept
    ]);
    expect(accepted("duration", ["P1D", "PT1H30M", "1D", "P"])).toEqual(["P1D", "PT1H30M"]);
    expect(accepted("hostname", ["example.com", "-bad.com"])).toEqual(["example.com"]);
    expect(accepted("json-pointer", ["", "/a/~1b", "a", "/~2"])).toEqual(["", "/a/~1b"]);
    expect(accepted("uri-reference", ["../a?b", "http://a b"])).toEqual(["../a?b"]);
  });

  it("gives the same answer every time it is asked (no regular expression keeps state between calls)", () => {
    for (const name of ["ipv4", "uuid", "hostname", "ipv6", "url"]) {
      const check = formatCheck(name);
      const value = {
        ipv4: "1.2.3.4",
        uuid: "123e4567-e89b-12d3-a456-426614174000",
        hostname: "a.cn",
        ipv6: "::1",
        url: "http://a.cn",
      }[name] as string;
      expect([check?.test(value), check?.test(value), check?.test(value)], name).toEqual([true, true, true]);
    }
  });

  it("answers its functions: regex compiles, byte is base64", () => {
    expect(accepted("regex", ["a+", "(", "[a-z]"])).toEqual(["a+", "[a-z]"]);
    expect(accepted("byte", ["QUJD", "QUJ", "QQ=="])).toEqual(["QUJD", "QQ=="]);
  });

  it("checks the number formats on numbers only: int32, int64, float, double", () => {
    expect(accepted("int32", [2 ** 31 - 1, -(2 ** 31), 2 ** 31, 1.5, "x", "1.5"])).toEqual([
      2 ** 31 - 1,
      -(2 ** 31),
      "x",
      "1.5",
    ]);
    expect(formatCheck("int32")?.type).toBe("number");
    expect(accepted("int64", [2 ** 53, -(2 ** 53), 1.5, "x"])).toEqual([2 ** 53, -(2 ** 53), "x"]);
    expect(accepted("float", [1.5, 1, "x"])).toEqual([1.5, 1, "x"]);
    expect(accepted("double", [1.5, 1, "x"])).toEqual([1.5, 1, "x"]);
  });

  it("checks the object formats of strings on strings: iso-time and iso-date-time", () => {
    expect(formatCheck("iso-time")?.type).toBe("string");
    expect(accepted("iso-time", ["10:00:00", "10:00:00Z", "25:00:00", 25])).toEqual([
      "10:00:00",
      "10:00:00Z",
      25,
    ]);
    expect(accepted("iso-date-time", ["2024-01-01T10:00:00", "2024-01-01 10:00"])).toEqual([
      "2024-01-01T10:00:00",
    ]);
  });

  it("accepts any string as password or binary (ajv-formats declares them always valid)", () => {
    expect(accepted("password", ["", "secret", 1])).toEqual(["", "secret", 1]);
    expect(accepted("binary", ["", "\u0000\u00ff"])).toEqual(["", "\u0000\u00ff"]);
  });
});

describe("formats a form adds", () => {
  it("adds a new format name and replaces a table's one, for strings only", () => {
    const digits = (text: string) => /^\d+$/.test(text);
    const check = (format: string, value: unknown) => {
      const state: ValidationState = { issues: [], effects: [], env: null };
      compileSchema({ format }, () => undefined, { formats: { digits, date: digits } })(value, "", state);
      return state.issues.map((i) => [i.code, i.params]);
    };
    expect(check("digits", "123")).toEqual([]);
    expect(check("digits", "12a")).toEqual([["format", { format: "digits" }]]);
    expect(check("digits", 12)).toEqual([]);
    expect(check("date", "20240229")).toEqual([]);
    expect(check("date", "2024-02-29")).toEqual([["format", { format: "date" }]]);
    expect(check("time", "24:00:00")).toEqual([["format", { format: "time" }]]);
  });
});

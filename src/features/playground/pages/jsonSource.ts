/*
 * A JSON reader for the playground's editor. JSON.parse says neither where a value sits in the text nor,
 * in every browser, where a syntax error is; this reader gives both: the value, the text range of every
 * JSON Pointer, and a syntax error's offset, line and column.
 */

/** Where a value (and, for object members, its key) sits in the text: [start, end) offsets. */
export interface SourceRange {
  start: number;
  end: number;
  /** The member's key, quotes included (absent for array items and the root). */
  keyStart?: number;
  keyEnd?: number;
}

/** Why the text is not JSON; each code has a message under `playground.syntax.<code>`. */
export type JsonSyntaxCode =
  | "unexpectedEnd"
  | "unexpectedChar"
  | "expectedKey"
  | "expectedColon"
  | "expectedCommaOrEnd"
  | "badString"
  | "badEscape"
  | "badNumber"
  | "trailingText";

/** A syntax error: its code, the character found, and where (line and column count from 1). */
export interface JsonSyntaxError {
  code: JsonSyntaxCode;
  found?: string;
  offset: number;
  line: number;
  column: number;
}

/** What {@link readJsonSource} gives: the value and the range of every pointer, or the first syntax error. */
export type JsonSourceResult =
  | { ok: true; value: unknown; ranges: Map<string, SourceRange> }
  | { ok: false; error: JsonSyntaxError };

class SyntaxFailure extends Error {
  constructor(
    readonly code: JsonSyntaxCode,
    readonly offset: number,
    readonly found?: string,
  ) {
    super(code);
  }
}

/** Escapes a key as a JSON Pointer segment (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, "~0").replace(/\//g, "~1");
}

/** Line and column (from 1) of an offset in a text. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text[i] === "\n") {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const WHITESPACE = new Set([" ", "\t", "\n", "\r"]);
const ESCAPES: Record<string, string> = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
};
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Reads a JSON text (RFC 8259, as JSON.parse accepts it), keeping the text range of every pointer. */
export function readJsonSource(text: string): JsonSourceResult {
  const ranges = new Map<string, SourceRange>();
  let at = 0;

  const skip = () => {
    while (at < text.length && WHITESPACE.has(text[at])) at += 1;
  };
  const fail = (code: JsonSyntaxCode): never => {
    throw new SyntaxFailure(code, at, at < text.length ? text[at] : undefined);
  };
  const expectMore = () => {
    if (at >= text.length) fail("unexpectedEnd");
  };

  const readString = (): string => {
    const start = at;
    at += 1; // the opening quote
    let out = "";
    for (;;) {
      if (at >= text.length) throw new SyntaxFailure("badString", start);
      const c = text[at];
      if (c === '"') {
        at += 1;
        return out;
      }
      if (c < " ") fail("badString");
      if (c === "\\") {
        const e = text[at + 1];
        if (e === "u") {
          const hex = text.slice(at + 2, at + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) fail("badEscape");
          out += String.fromCharCode(Number.parseInt(hex, 16));
          at += 6;
        } else if (e !== undefined && e in ESCAPES) {
          out += ESCAPES[e];
          at += 2;
        } else fail("badEscape");
      } else {
        out += c;
        at += 1;
      }
    }
  };

  const readValue = (pointer: string, key?: { start: number; end: number }): unknown => {
    skip();
    expectMore();
    const start = at;
    const c = text[at];
    let value: unknown;
    if (c === "{") value = readObject(pointer);
    else if (c === "[") value = readArray(pointer);
    else if (c === '"') value = readString();
    else if (c === "-" || (c >= "0" && c <= "9")) {
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(text);
      if (!match) fail("badNumber");
      at += (match as RegExpExecArray)[0].length;
      value = Number((match as RegExpExecArray)[0]);
    } else {
      const word = ["true", "false", "null"].find((w) => text.startsWith(w, at));
      if (!word) fail("unexpectedChar");
      at += (word as string).length;
      value = word === "true" ? true : word === "false" ? false : null;
    }
    ranges.set(pointer, { start, end: at, keyStart: key?.start, keyEnd: key?.end });
    return value;
  };

  const readObject = (pointer: string) => {
    at += 1;
    const out: Record<string, unknown> = {};
    skip();
    if (text[at] === "}") {
      at += 1;
      return out;
    }
    for (;;) {
      skip();
      expectMore();
      if (text[at] !== '"') fail("expectedKey");
      const keyStart = at;
      const name = readString();
      const key = { start: keyStart, end: at };
      skip();
      expectMore();
      if (text[at] !== ":") fail("expectedColon");
      at += 1;
      // Like JSON.parse, a repeated key keeps its last value.
      Object.defineProperty(out, name, {
        value: readValue(`${pointer}/${pointerSegment(name)}`, key),
        enumerable: true,
        writable: true,
        configurable: true,
      });
      skip();
      expectMore();
      if (text[at] === ",") {
        at += 1;
        continue;
      }
      if (text[at] === "}") {
        at += 1;
        return out;
      }
      fail("expectedCommaOrEnd");
    }
  };

  const readArray = (pointer: string) => {
    at += 1;
    const out: unknown[] = [];
    skip();
    if (text[at] === "]") {
      at += 1;
      return out;
    }
    for (;;) {
      out.push(readValue(`${pointer}/${out.length}`));
      skip();
      expectMore();
      if (text[at] === ",") {
        at += 1;
        continue;
      }
      if (text[at] === "]") {
        at += 1;
        return out;
      }
      fail("expectedCommaOrEnd");
    }
  };

  try {
    const value = readValue("");
    skip();
    if (at < text.length) fail("trailingText");
    return { ok: true, value, ranges };
  } catch (error) {
    if (!(error instanceof SyntaxFailure)) throw error;
    return {
      ok: false,
      error: {
        code: error.code,
        found: error.found,
        offset: error.offset,
        ...lineColumnAt(text, error.offset),
      },
    };
  }
}

/**
 * The text range to select for a load error at `pointer`: the value there, or the nearest enclosing value
 * that is written. For a property error (`property` given: misspelt or missing) the property's key is
 * selected when it is written.
 */
export function rangeForPointer(
  ranges: Map<string, SourceRange>,
  pointer: string,
  property?: string,
): { start: number; end: number } | undefined {
  if (property !== undefined) {
    const segment = `/${pointerSegment(property)}`;
    const member = ranges.get(pointer.endsWith(segment) ? pointer : `${pointer}${segment}`);
    if (member?.keyStart !== undefined && member.keyEnd !== undefined)
      return { start: member.keyStart, end: member.keyEnd };
  }
  let at = pointer;
  for (;;) {
    const range = ranges.get(at);
    if (range) return { start: range.start, end: range.end };
    if (at === "") return undefined;
    at = at.slice(0, at.lastIndexOf("/"));
  }
}

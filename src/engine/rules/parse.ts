/**
 * Rule strings (spec 3 §5): `name:arg1,arg2` joined by `|`, e.g. `required|max:20|regex:^A\d+$`.
 *
 * - Names are case-insensitive and may be an alias (the original portal's spelling, e.g. `maxIntLen`).
 *   Spaces around names and around list arguments are ignored; empty segments (`a||b`, a trailing `|`) too.
 * - List rules (`max:20`, `confirmed:password`) split their arguments on `,`.
 * - `backend:` and `alreadyExists:` take everything up to the next `|` as one URL (commas and colons kept).
 * - `regex:` takes everything up to the next `|` verbatim (commas, colons and backslashes kept). A pattern
 *   containing `|` is written `/…/flags`: the text between the slashes is the pattern, `\/` a slash in it,
 *   and `/` inside a `[…]` class needs no escape. A bare pattern therefore cannot start with `/`.
 * - `script:` reads a JSON value by matching brackets and quotes (so `,`, `:` and `|` inside it are kept),
 *   then an optional `,message` up to the next `|`.
 */
import { RuleError } from "./contract";
import { lookupValidator } from "./registry";
import { coerceParams } from "./shared/params";

/** One rule of a rule string, by its canonical name, with arguments converted to their declared types. */
export interface ParsedRule {
  name: string;
  args: unknown[];
  /** The segment as written. */
  source: string;
}

/** Field modes from the server: `b` required, `w` writable, `r` read-only, `n` hidden. */
export type FieldMode = "b" | "w" | "r" | "n";

/** A syntax error at `position` of `text`. */
function syntaxError(text: string, position: number, why: string): RuleError {
  return new RuleError("BAD_SYNTAX", `Rule string ${JSON.stringify(text)}, position ${position}: ${why}`);
}

/** Index of the next `|` at or after `from`, or the end of the text. */
function segmentEnd(text: string, from: number): number {
  const bar = text.indexOf("|", from);
  return bar === -1 ? text.length : bar;
}

/** Reads a `/pattern/flags` regex starting at `from` (a `/`); returns [pattern, flags] and the end. */
function readSlashRegex(text: string, from: number): { args: string[]; end: number } {
  let i = from + 1;
  let inClass = false;
  while (i < text.length) {
    const char = text[i];
    if (char === "/" && !inClass) break;
    if (char === "[") inClass = true;
    else if (char === "]") inClass = false;
    i += char === "\\" ? 2 : 1;
  }
  if (i >= text.length) throw syntaxError(text, from, "unterminated /regex/");
  const pattern = text.slice(from + 1, i);
  const end = segmentEnd(text, i + 1);
  const flags = text.slice(i + 1, end).trim();
  if (!/^[a-z]*$/.test(flags))
    throw syntaxError(text, i + 1, `unexpected ${JSON.stringify(flags)} after /regex/`);
  return { args: flags ? [pattern, flags] : [pattern], end };
}

/** Reads a JSON value starting at `from` by matching brackets and quotes; returns its text and end. */
function readJson(text: string, from: number): { json: string; end: number } {
  const open = text[from];
  if (open !== "{" && open !== "[" && open !== '"') {
    let end = from;
    while (end < text.length && text[end] !== "," && text[end] !== "|") end += 1;
    return { json: text.slice(from, end).trim(), end };
  }
  let depth = 0;
  let inString = false;
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") depth += 1;
    else if (char === "}" || char === "]") depth -= 1;
    if (!inString && depth === 0) return { json: text.slice(from, i + 1), end: i + 1 };
  }
  throw syntaxError(text, from, "unterminated JSON");
}

/** Reads the arguments of a rule of the given style starting at `from`; returns them and where they end. */
function readArgs(text: string, from: number, style: string): { args: unknown[]; end: number } {
  if (style === "regex" && text[from] === "/") return readSlashRegex(text, from);
  if (style === "json") {
    const start = from + (text.slice(from).length - text.slice(from).trimStart().length);
    const { json, end } = readJson(text, start);
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      throw syntaxError(text, start, `not valid JSON: ${json}`);
    }
    if (text[end] === ",") {
      const messageEnd = segmentEnd(text, end + 1);
      return { args: [value, text.slice(end + 1, messageEnd)], end: messageEnd };
    }
    const rest = segmentEnd(text, end);
    if (text.slice(end, rest).trim())
      throw syntaxError(text, end, "unexpected text after the JSON expression");
    return { args: [value], end: rest };
  }
  const end = segmentEnd(text, from);
  const body = text.slice(from, end);
  if (style === "list") return { args: body.split(",").map((arg) => arg.trim()), end };
  return { args: [body], end };
}

/**
 * The rules of a rule string, each checked against its parameter schema; throws RuleError
 * (BAD_SYNTAX, UNKNOWN_RULE or BAD_PARAMS) naming the position or rule, so a schema fails at load.
 */
export function parseRuleString(text: string | null | undefined): ParsedRule[] {
  const source = text ?? "";
  const rules: ParsedRule[] = [];
  let i = 0;
  while (i <= source.length) {
    const start = i;
    while (i < source.length && source[i] !== ":" && source[i] !== "|") i += 1;
    const name = source.slice(start, i).trim();
    const hasArgs = source[i] === ":";
    if (!name && hasArgs) throw syntaxError(source, start, "a rule name is missing before ':'");
    if (name) {
      const definition = lookupValidator(name);
      if (!definition)
        throw new RuleError("UNKNOWN_RULE", `Unknown validator "${name}" in ${JSON.stringify(source)}`, name);
      let args: unknown[] = [];
      if (hasArgs) ({ args, end: i } = readArgs(source, i + 1, definition.meta.argStyle));
      const { meta } = definition;
      const typed = coerceParams(meta.name, meta.params, args);
      definition.verifyArgs?.(typed);
      rules.push({ name: meta.name, args: typed, source: source.slice(start, i).trim() });
    }
    if (i >= source.length) break;
    i += 1; // past the "|"
  }
  return rules;
}

/**
 * The rules that apply to a field in `mode`: `b` adds `required` (first) if missing, `r` and `n` are not
 * writable so nothing applies (the string is still parsed, so a bad one fails at load), `w` or no mode
 * keeps the rules as written.
 */
export function rulesForField(
  ruleString: string | null | undefined,
  mode?: FieldMode | string,
): ParsedRule[] {
  const rules = parseRuleString(ruleString);
  if (mode === "r" || mode === "n") return [];
  if (mode === "b" && !rules.some((rule) => rule.name === "required")) {
    rules.unshift({ name: "required", args: [], source: "required" });
  }
  return rules;
}

/** The other fields the rules compare with (a form re-runs these rules when one of them changes). */
export function ruleDependencies(rules: readonly ParsedRule[]): string[] {
  const fields = new Set<string>();
  for (const rule of rules) {
    const index = lookupValidator(rule.name)?.meta.fieldParam;
    if (index !== undefined && typeof rule.args[index] === "string") fields.add(rule.args[index] as string);
  }
  return [...fields];
}

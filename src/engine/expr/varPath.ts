/** Scope kinds a variable path may name with a `$` qualifier. */
export const SCOPE_QUALIFIERS = new Set(["$page", "$dialog", "$form", "$row"]);

/** A variable path split into what resolves it. */
export interface ParsedVar {
  /** `page`/`dialog`/`form`/`row` when the path starts with `$page.` etc. */
  qualifier?: "page" | "dialog" | "form" | "row";
  /** The first name after the qualifier; `*` for the whole scope (`$form`). */
  root: string;
  /** The remaining dotted path after `root` (may be empty). */
  rest: string[];
  /** A `$name` other than a scope qualifier: a run-local value such as `$error`. */
  local: boolean;
}

const SEGMENT = /^[A-Za-z_$\u0080-\uFFFF][\w$\u0080-\uFFFF-]*$|^\d+$/;

/** Whether a string is a variable path (`a`, `a.b.0.c`, `$form.amount`). */
export function isVarPath(path: string): boolean {
  return path !== "" && path.split(".").every((segment) => SEGMENT.test(segment));
}

/** Splits a variable path (see {@link ParsedVar}). */
export function parseVarPath(path: string): ParsedVar {
  const [first, ...rest] = path.split(".");
  if (SCOPE_QUALIFIERS.has(first)) {
    const [root = "*", ...tail] = rest;
    return { qualifier: first.slice(1) as ParsedVar["qualifier"], root, rest: tail, local: false };
  }
  return { root: first, rest, local: first.startsWith("$") };
}

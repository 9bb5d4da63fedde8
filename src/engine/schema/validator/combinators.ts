import type { Check } from "./types";
import { SchemaDefinitionError } from "./types";
import { branch, fail, matchedHere, type SchemaObject, type Sub } from "./util";

function schemaList(s: SchemaObject, key: string, at: string, sub: Sub): Check[] {
  const list = s[key];
  if (!Array.isArray(list) || list.length === 0)
    throw new SchemaDefinitionError(at, `${key} must be a non-empty array`);
  return list.map((schema, i) => sub(schema, `${key}/${i}`, true));
}

/**
 * allOf/anyOf/oneOf/not/if. A failed branch's issues and effects are discarded. When no branch of
 * anyOf/oneOf passes, the issues of the branch that matched this level's type are reported (they point
 * deeper, where the real mistake is); if no branch matched, one `anyOf`/`oneOf` issue is reported here.
 * With `allBranches` (the online form, as ajv reports), every failed branch's issues and the combinator's
 * own issue are reported, and a failed then/else adds an `if` issue.
 */
export function combinatorChecks(s: SchemaObject, at: string, sub: Sub, allBranches = false): Check[] {
  const checks: Check[] = [];
  const where = (keyword: string) => ({ at, s, keyword });
  if (s.allOf !== undefined) {
    const all = schemaList(s, "allOf", at, sub);
    checks.push((v, p, st) => {
      for (const check of all) check(v, p, st);
    });
  }
  for (const key of ["anyOf", "oneOf"] as const) {
    if (s[key] === undefined) continue;
    const options = schemaList(s, key, at, sub);
    checks.push((value, path, state) => {
      const results = options.map((check) => {
        const inner = branch(state);
        check(value, path, inner);
        return inner;
      });
      const passed = results.filter((r) => r.issues.length === 0);
      if (passed.length > 0 && (key === "anyOf" || passed.length === 1)) {
        state.effects.push(...passed[0].effects);
        return;
      }
      if (passed.length > 1) {
        fail(state, path, "oneOf", { matches: passed.length }, where(key));
        return;
      }
      if (allBranches) {
        for (const r of results) state.issues.push(...r.issues);
        fail(state, path, key, {}, where(key));
        return;
      }
      const candidates = results.filter((r) => matchedHere(r.issues, path));
      if (candidates.length > 0) {
        const best = candidates.reduce((a, b) => (b.issues.length < a.issues.length ? b : a));
        state.issues.push(...best.issues);
        return;
      }
      const expected = [
        ...new Set(
          results.flatMap((r) =>
            r.issues.filter((i) => i.path === path).map((i) => String(i.params.expected ?? "")),
          ),
        ),
      ]
        .filter(Boolean)
        .join(" | ");
      fail(state, path, key, { expected }, where(key));
    });
  }
  if (s.not !== undefined) {
    const not = sub(s.not, "not", true);
    checks.push((value, path, state) => {
      const inner = branch(state);
      not(value, path, inner);
      if (inner.issues.length === 0) fail(state, path, "not", {}, where("not"));
    });
  }
  if (s.if !== undefined) {
    const condition = sub(s.if, "if", true);
    const then = s.then === undefined ? undefined : sub(s.then, "then", true);
    const otherwise = s.else === undefined ? undefined : sub(s.else, "else", true);
    checks.push((value, path, state) => {
      const inner = branch(state);
      condition(value, path, inner);
      const chosen = inner.issues.length === 0 ? then : otherwise;
      if (!chosen) return;
      const before = state.issues.length;
      chosen(value, path, state);
      if (allBranches && state.issues.length > before)
        fail(state, path, "if", { failingKeyword: chosen === then ? "then" : "else" }, where("if"));
    });
  }
  // then/else without if never apply (draft 2020-12 §10.2.2); they are still compiled, so a mistake in them is
  // a schema error.
  else {
    if (s.then !== undefined) sub(s.then, "then", true);
    if (s.else !== undefined) sub(s.else, "else", true);
  }
  return checks;
}

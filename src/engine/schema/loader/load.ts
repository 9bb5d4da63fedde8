import { loadErrorMessage } from "../../i18n/translate";
import { isObject } from "../../json";
import { CURRENT_VERSION, MIGRATIONS } from "../../migrations";
import type { JsonObject, LoadError, LoadResult, SchemaDocument, Translate } from "../../types";
import { splitPointer } from "../validator/pointer";
import type { Issue, ValidationState } from "../validator/types";
import { analyse } from "./analyse";
import type { LoadEffect, LoadEnv } from "./effects";

/** Where a path lies in the document, as indexes of keys and items (missing keys sort after present ones). */
function documentOrder(document: unknown, path: string): number[] {
  const order: number[] = [];
  let at = document;
  for (const segment of splitPointer(path)) {
    if (Array.isArray(at)) {
      order.push(Number(segment));
      at = at[Number(segment)];
    } else if (isObject(at)) {
      const index = Object.keys(at).indexOf(segment);
      order.push(index < 0 ? Number.MAX_SAFE_INTEGER : index);
      at = at[segment];
    } else {
      order.push(Number.MAX_SAFE_INTEGER);
      at = undefined;
    }
  }
  return order;
}

function compareOrder(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/** Load errors in document order, duplicates dropped, each with its message. */
function toErrors(t: Translate, issues: Issue[], document?: unknown): LoadError[] {
  const seen = new Set<string>();
  const errors: LoadError[] = [];
  const sorted =
    document === undefined
      ? issues
      : issues
          .map((issue, i) => ({ issue, i, order: documentOrder(document, issue.path) }))
          .sort((a, b) => compareOrder(a.order, b.order) || a.i - b.i)
          .map((x) => x.issue);
  for (const issue of sorted) {
    const id = `${issue.path}\u0000${issue.code}\u0000${JSON.stringify(issue.params)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const params = Object.fromEntries(Object.entries(issue.params).filter(([, v]) => v !== undefined));
    errors.push({
      path: issue.path,
      code: issue.code,
      params,
      message: loadErrorMessage(t, issue.code, params),
    });
  }
  return errors;
}

/**
 * Loads a document: checks `version`, runs the migrations it needs, validates the whole tree (every
 * error, with its JSON path) and analyses scopes, expressions and computed values.
 */
export function loadDocument(
  checkRoot: (document: unknown, state: ValidationState<LoadEffect, LoadEnv>) => void,
  t: Translate,
  input: unknown,
): LoadResult {
  if (!isObject(input))
    return { ok: false, errors: toErrors(t, [{ path: "", code: "notObject", params: {} }]) };
  const version = input.version;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    return { ok: false, errors: toErrors(t, [{ path: "/version", code: "version", params: {} }]) };
  }
  if (version > CURRENT_VERSION) {
    return {
      ok: false,
      errors: toErrors(t, [
        { path: "/version", code: "versionTooNew", params: { version, current: CURRENT_VERSION } },
      ]),
    };
  }
  let document = input as JsonObject;
  for (const migration of MIGRATIONS) {
    if (document.version !== migration.from) continue;
    const name = String(migration.from).padStart(4, "0");
    try {
      document = migration.migrate(document);
    } catch (error) {
      return {
        ok: false,
        errors: toErrors(t, [
          { path: "", code: "migration", params: { migration: name, reason: (error as Error).message } },
        ]),
      };
    }
  }

  const state: ValidationState<LoadEffect, LoadEnv> = {
    issues: [],
    effects: [],
    env: { scopeId: "", chain: [] },
  };
  checkRoot(document, state);
  const { loaded, issues } = analyse(document as unknown as SchemaDocument, state.effects);
  const all = [...state.issues, ...issues];
  if (all.length > 0) return { ok: false, errors: toErrors(t, all, document) };
  return { ok: true, document: loaded };
}

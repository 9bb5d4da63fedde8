import type { JsonPointer, MarkKind, ScopeKind } from "../../types";

/** A scope as the loader sees it while walking: its id and kind. */
export interface ScopeFrame {
  id: string;
  kind: Exclude<ScopeKind, "row">;
}

/** What special references pass down: the scope nodes here read, and the enclosing scopes (outermost first). */
export interface LoadEnv {
  scopeId: string;
  chain: ScopeFrame[];
}

/**
 * Facts recorded while validating. They live in the validation state, so a failed `anyOf`/`oneOf`
 * branch drops its facts together with its issues.
 */
export type LoadEffect =
  | { kind: "node"; path: JsonPointer; type: string; scopeId: string; opensScope?: Exclude<ScopeKind, "row"> }
  | { kind: "id"; path: JsonPointer; id: string }
  | {
      kind: "scope";
      path: JsonPointer;
      id: string;
      scopeKind: Exclude<ScopeKind, "row">;
      parentId: string | null;
      data: Record<string, unknown>;
    }
  | { kind: "name"; scopeId: string; name: string; defaultValue?: unknown; hasDefault: boolean }
  | { kind: "computed"; path: JsonPointer; scopeId: string; name: string }
  | { kind: "field"; path: JsonPointer; scopeId: string; name: string; rules: string }
  | { kind: "expression"; path: JsonPointer; logic: unknown; scopeId: string; vars: string[] }
  | { kind: "mark"; path: JsonPointer; mark: MarkKind }
  | { kind: "actions"; path: JsonPointer; scopeId: string }
  | { kind: "step"; path: JsonPointer; action: string };

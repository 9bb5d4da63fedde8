import { orderGraph } from "../../expr/graph";
import { parseVarPath } from "../../expr/varPath";
import type {
  ComputedValue,
  FieldDeclaration,
  JsonPointer,
  LoadedDocument,
  LoadedExpression,
  MarkKind,
  SchemaDocument,
  ScopeDeclaration,
  ScopeKind,
  VarRef,
} from "../../types";
import { joinPointer } from "../validator/pointer";
import type { Issue } from "../validator/types";
import type { LoadEffect } from "./effects";

type Effect<K extends LoadEffect["kind"]> = Extract<LoadEffect, { kind: K }>;

function byKind<K extends LoadEffect["kind"]>(effects: LoadEffect[], kind: K): Effect<K>[] {
  return effects.filter((e): e is Effect<K> => e.kind === kind);
}

/** The chain of scope declarations from `scopeId` outwards. */
export function scopeChain(scopes: Map<string, ScopeDeclaration>, scopeId: string): ScopeDeclaration[] {
  const chain: ScopeDeclaration[] = [];
  let at = scopes.get(scopeId);
  while (at && chain.length <= scopes.size) {
    chain.push(at);
    at = at.parentId === null ? undefined : scopes.get(at.parentId);
  }
  return chain;
}

/**
 * Turns what validation recorded into a LoadedDocument: ids (duplicates are errors), scopes and their
 * names, each expression's variables resolved to the scope that declares them, and the computed values
 * in topological order (a cycle is an error at its first member, listing every path of the cycle).
 */
export function analyse(
  document: SchemaDocument,
  effects: LoadEffect[],
): { loaded: LoadedDocument; issues: Issue[] } {
  const issues: Issue[] = [];

  const ids = new Map<string, JsonPointer>();
  for (const { id, path } of byKind(effects, "id")) {
    const first = ids.get(id);
    if (first === undefined) ids.set(id, path);
    else
      issues.push({
        path: joinPointer(path, "id"),
        code: "duplicateId",
        params: { id, first: first || "/" },
      });
  }

  const scopes = new Map<string, ScopeDeclaration>();
  const scopeKinds = new Map<JsonPointer, ScopeKind>();
  for (const s of byKind(effects, "scope")) {
    if (scopes.has(s.id)) continue;
    scopes.set(s.id, {
      id: s.id,
      kind: s.scopeKind,
      parentId: s.parentId,
      path: s.path,
      data: { ...s.data },
      names: Object.keys(s.data),
    });
    scopeKinds.set(s.path, s.scopeKind);
  }
  const declare = (scopeId: string, name: string) => {
    const scope = scopes.get(scopeId);
    if (scope && !scope.names.includes(name)) scope.names.push(name);
    return scope;
  };
  for (const c of byKind(effects, "computed")) declare(c.scopeId, c.name.split(".")[0]);
  for (const n of byKind(effects, "name")) {
    const scope = declare(n.scopeId, n.name);
    if (scope && n.hasDefault && !(n.name in scope.data)) scope.data[n.name] = n.defaultValue;
  }

  const expressions = new Map<JsonPointer, LoadedExpression>();
  for (const e of byKind(effects, "expression")) {
    const chain = scopeChain(scopes, e.scopeId);
    const deps: VarRef[] = [];
    for (const path of e.vars) {
      const parsed = parseVarPath(path);
      if (parsed.local) continue;
      if (parsed.qualifier === "row") {
        deps.push({ path, root: parsed.root, scopeId: null });
        continue;
      }
      if (parsed.qualifier) {
        const owner = chain.find((s) => s.kind === parsed.qualifier);
        if (!owner) {
          issues.push({
            path: e.path,
            code: "unknownScope",
            params: { scope: `$${parsed.qualifier}`, available: chain.map((s) => s.id).join(", ") },
          });
          continue;
        }
        deps.push({ path, root: parsed.root, scopeId: owner.id });
        continue;
      }
      const owner = chain.find((s) => s.names.includes(parsed.root));
      deps.push({ path, root: parsed.root, scopeId: owner?.id ?? null });
    }
    expressions.set(e.path, {
      path: e.path,
      expression: e.logic as LoadedExpression["expression"],
      scopeId: e.scopeId,
      deps,
    });
  }

  const computedByKey = new Map<string, ComputedValue>();
  for (const c of byKind(effects, "computed")) {
    const expression = expressions.get(c.path);
    const key = `${c.scopeId}#${c.name}`;
    if (expression && !computedByKey.has(key))
      computedByKey.set(key, { key, scopeId: c.scopeId, name: c.name, expression });
  }
  const all = [...computedByKey.values()];
  const { order, cycles } = orderGraph(
    all.map((c) => ({
      key: c.key,
      deps: c.expression.deps.flatMap((d) => {
        if (d.scopeId === null) return [];
        if (d.root === "*") return all.filter((o) => o.scopeId === d.scopeId).map((o) => o.key);
        return [`${d.scopeId}#${d.root}`];
      }),
    })),
  );
  for (const cycle of cycles) {
    const paths = cycle.map((key) => computedByKey.get(key)?.expression.path ?? key);
    issues.push({ path: paths[0], code: "cycle", params: { cycle: paths.join(" → "), paths } });
  }

  const nodes = new Map<JsonPointer, { type: string; scopeId: string; opensScope?: string }>();
  for (const n of byKind(effects, "node"))
    nodes.set(n.path, { type: n.type, scopeId: n.scopeId, opensScope: n.opensScope });
  for (const step of byKind(effects, "step")) {
    if (step.action !== "openDialog") continue;
    const dialog = nodes.get(joinPointer(step.path, "dialog"));
    if (dialog && dialog.opensScope !== "dialog") {
      issues.push({
        path: joinPointer(step.path, "dialog", "type"),
        code: "notAllowedHere",
        params: { reason: "dialog", type: dialog.type },
      });
    }
  }

  const fields = new Map<JsonPointer, FieldDeclaration>();
  for (const { path, scopeId, name, rules } of byKind(effects, "field"))
    fields.set(path, { path, scopeId, name, rules });
  const marks = new Map<JsonPointer, MarkKind>();
  for (const m of byKind(effects, "mark")) marks.set(m.path, m.mark);
  const actionScopes = new Map<JsonPointer, string>();
  for (const a of byKind(effects, "actions")) actionScopes.set(a.path, a.scopeId);

  return {
    loaded: {
      document,
      nodes,
      ids,
      scopes,
      expressions,
      computed: order.map((key) => computedByKey.get(key) as ComputedValue),
      fields,
      marks,
      actionScopes,
      scopeKinds,
    },
    issues,
  };
}

import { isVarPath } from "../../expr/varPath";
import { isObject } from "../../json";
import { parseRuleString, RuleError } from "../../rules";
import { closest, jsonType } from "../validator/compile";
import { joinPointer } from "../validator/pointer";
import type { ValidationState } from "../validator/types";
import type { LoadEffect, LoadEnv } from "./effects";
import type { LoaderParts } from "./specials";

type State = ValidationState<LoadEffect, LoadEnv>;

const NODE_KEYS = new Set(["type", "id", "scope", "visibleOn", "disabledOn", "$comment"]);
const SCOPE_KEYS = new Set(["data", "computed"]);
const FIELD_KEYS = new Set(["name", "value", "defaultValue", "rules"]);
const ROOT_KEYS = new Set(["version", "$schema"]);

/**
 * Checks one node: its type is registered, the engine's keys are well-formed, and the rest (its props)
 * passes the widget's props schema, with children reading the scope this node opens or reads.
 */
export function checkNode(
  parts: LoaderParts,
  input: unknown,
  path: string,
  state: State,
  root: boolean,
  expression: (logic: unknown, path: string, state: State) => void,
): void {
  const issue = (at: string, code: State["issues"][number]["code"], params: Record<string, unknown>) =>
    state.issues.push({ path: at, code, params });
  if (!isObject(input)) {
    issue(path, "type", { expected: "object", actual: jsonType(input) });
    return;
  }
  if (typeof input.type !== "string") {
    if (input.type === undefined) issue(joinPointer(path, "type"), "required", { property: "type" });
    else issue(joinPointer(path, "type"), "type", { expected: "string", actual: jsonType(input.type) });
    return;
  }
  const definition = parts.widgets.get(input.type);
  if (!definition) {
    issue(joinPointer(path, "type"), "unknownType", {
      type: input.type,
      suggestion: closest(input.type, parts.widgets.names()),
    });
    return;
  }
  const env = state.env;
  let readScope = env.scopeId;
  if (input.id !== undefined) {
    if (typeof input.id !== "string" || input.id === "")
      issue(joinPointer(path, "id"), "type", { expected: "string", actual: jsonType(input.id) });
    else state.effects.push({ kind: "id", path, id: input.id });
  }
  if (input.scope !== undefined) {
    if (typeof input.scope !== "string") {
      issue(joinPointer(path, "scope"), "type", { expected: "string", actual: jsonType(input.scope) });
    } else if (!env.chain.some((frame) => frame.id === input.scope)) {
      issue(joinPointer(path, "scope"), "unknownScope", {
        scope: input.scope,
        available: env.chain.map((f) => f.id).join(", "),
      });
    } else {
      readScope = input.scope;
    }
  }
  if (input.$comment !== undefined && typeof input.$comment !== "string") {
    issue(joinPointer(path, "$comment"), "type", { expected: "string", actual: jsonType(input.$comment) });
  }
  const here: State = { ...state, env: { ...env, scopeId: readScope } };
  for (const key of ["visibleOn", "disabledOn"]) {
    if (input[key] !== undefined) {
      expression(input[key], joinPointer(path, key), here);
      state.effects.push({ kind: "mark", path: joinPointer(path, key), mark: "expression" });
    }
  }

  const opens = root ? (definition.opensScope ?? "page") : definition.opensScope;
  let inner = here;
  if (opens) {
    const id =
      typeof input.id === "string" && input.id !== "" ? input.id : root ? "page" : `${opens}@${path}`;
    const data = input.data;
    if (data !== undefined && !isObject(data))
      issue(joinPointer(path, "data"), "type", { expected: "object", actual: jsonType(data) });
    state.effects.push({
      kind: "scope",
      path,
      id,
      scopeKind: opens,
      parentId: root ? null : readScope,
      data: isObject(data) ? data : {},
    });
    inner = { ...state, env: { scopeId: id, chain: [...env.chain, { id, kind: opens }] } };
    const computed = input.computed;
    if (computed !== undefined) {
      if (!isObject(computed)) {
        issue(joinPointer(path, "computed"), "type", { expected: "object", actual: jsonType(computed) });
      } else {
        for (const [name, logic] of Object.entries(computed)) {
          const at = joinPointer(path, "computed", name);
          if (!isVarPath(name) || name.includes(".")) issue(at, "propertyName", { property: name });
          expression(logic, at, inner);
          state.effects.push(
            { kind: "computed", path: at, scopeId: id, name },
            { kind: "mark", path: at, mark: "expression" },
          );
        }
      }
    }
  }

  if (definition.field) checkField(parts, input, path, here, expression);

  const engineKeys = (key: string) =>
    NODE_KEYS.has(key) ||
    (opens && SCOPE_KEYS.has(key)) ||
    (definition.field && FIELD_KEYS.has(key)) ||
    (root && ROOT_KEYS.has(key));
  const props = Object.fromEntries(Object.entries(input).filter(([key]) => !engineKeys(key)));
  state.effects.push({ kind: "node", path, type: input.type, scopeId: readScope, opensScope: opens });
  parts.propsChecks.get(input.type)?.(props, path, inner);
}

function checkField(
  parts: LoaderParts,
  input: Record<string, unknown>,
  path: string,
  state: State,
  expression: (logic: unknown, path: string, state: State) => void,
) {
  const { name } = input;
  if (name === undefined) {
    state.issues.push({ path: joinPointer(path, "name"), code: "required", params: { property: "name" } });
  } else if (typeof name !== "string" || !isVarPath(name) || name.startsWith("$")) {
    state.issues.push({ path: joinPointer(path, "name"), code: "pattern", params: { pattern: "a.b.c" } });
  } else {
    const root = name.split(".")[0];
    state.effects.push({
      kind: "name",
      scopeId: state.env.scopeId,
      name: root,
      defaultValue: input.defaultValue,
      hasDefault: "defaultValue" in input && !name.includes("."),
    });
    if (input.value !== undefined) {
      const at = joinPointer(path, "value");
      expression(input.value, at, state);
      state.effects.push(
        { kind: "computed", path: at, scopeId: state.env.scopeId, name },
        { kind: "mark", path: at, mark: "expression" },
      );
    }
  }
  if (input.rules !== undefined) {
    const list = typeof input.rules === "string" ? [input.rules] : input.rules;
    if (!Array.isArray(list) || list.some((r) => typeof r !== "string")) {
      state.issues.push({
        path: joinPointer(path, "rules"),
        code: "type",
        params: { expected: "string | string[]", actual: jsonType(input.rules) },
      });
      return;
    }
    const known = new Set(
      parts.validators.names().flatMap((n) => [n, ...(parts.validators.get(n)?.aliases ?? [])]),
    );
    list.forEach((ruleString, i) => {
      const at = typeof input.rules === "string" ? joinPointer(path, "rules") : joinPointer(path, "rules", i);
      let rules: { name: string }[];
      try {
        rules = parseRuleString(ruleString as string);
      } catch (error) {
        const rule = error instanceof RuleError && error.code === "UNKNOWN_RULE" ? error.rule : undefined;
        state.issues.push(
          rule !== undefined
            ? { path: at, code: "rule", params: { rule } }
            : { path: at, code: "ruleSyntax", params: { reason: (error as Error).message } },
        );
        return;
      }
      for (const { name: rule } of rules) {
        if (!known.has(rule)) state.issues.push({ path: at, code: "rule", params: { rule } });
      }
    });
    if (typeof name === "string") {
      state.effects.push({
        kind: "field",
        path,
        scopeId: state.env.scopeId,
        name,
        rules: (list as string[]).join("|"),
      });
    }
  }
}

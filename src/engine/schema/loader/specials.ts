import Mustache from "mustache";
import { analyseExpression, type OperationCatalogue } from "../../expr/analyse";
import { scanDynamicValue } from "../../expr/dynamic";
import { isVarPath } from "../../expr/varPath";
import { parseRuleString, RuleError } from "../../rules";
import type { ActionDefinition, DataAdaptor, Registry, ValidatorRule, WidgetDefinition } from "../../types";
import { REF } from "../refs";
import { closest, compileSchema, jsonType } from "../validator/compile";
import { joinPointer } from "../validator/pointer";
import type { Check, SpecialRefs, ValidationState } from "../validator/types";
import type { LoadEffect, LoadEnv } from "./effects";

/** What the special references need from the engine. */
export interface LoaderParts {
  widgets: Registry<WidgetDefinition<unknown>>;
  actions: Registry<ActionDefinition>;
  adaptors: Registry<DataAdaptor>;
  validators: Registry<ValidatorRule>;
  operations: () => OperationCatalogue;
  hasI18nKey?: (key: string) => boolean;
  /** Prepared props schemas by widget type and params schemas by action name. */
  propsChecks: Map<string, Check>;
  paramsChecks: Map<string, Check>;
}

type State = ValidationState<LoadEffect, LoadEnv>;

const STEP_KEYS = new Set(["action", "onError", "when", "as", "$comment"]);

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** The data source shape (README §7); its dynamic parts use `tessera:value`. */
const DATA_SOURCE_SCHEMA = {
  type: "object",
  additionalProperties: false,
  required: ["host", "path"],
  properties: {
    host: { type: "string", minLength: 1 },
    path: { allOf: [{ type: "string", minLength: 1 }, { $ref: REF.value }] },
    method: { enum: ["GET", "POST", "PUT", "DELETE"] },
    query: { type: "object", additionalProperties: { $ref: REF.value } },
    body: { $ref: REF.value },
    headers: { type: "object", additionalProperties: { $ref: REF.value } },
    adaptor: {
      anyOf: [
        { type: "string", minLength: 1 },
        {
          type: "object",
          additionalProperties: false,
          required: ["listKey"],
          properties: {
            listKey: { type: "string" },
            totalKey: { type: "string" },
            pageKey: { type: "string" },
            pageSizeKey: { type: "string" },
          },
        },
      ],
    },
    responseType: { enum: ["json", "text", "blob"] },
  },
};

/**
 * The checks behind the `tessera:*` references (README §3). They validate what the engine owns (nodes,
 * expressions, texts, actions…) and record what the analysis needs as effects.
 */
export function createSpecials(parts: LoaderParts): {
  refs: SpecialRefs;
  root: (document: unknown, state: State) => void;
} {
  let dataSourceCheck: Check | undefined;

  const expression = (logic: unknown, path: string, state: State) => {
    const { issues, vars } = analyseExpression(logic, path, parts.operations());
    state.issues.push(...issues);
    state.effects.push({ kind: "expression", path, logic, scopeId: state.env.scopeId, vars });
  };

  const scan = (input: unknown, path: string, state: State) => {
    const { parts: found, issues } = scanDynamicValue(input, path);
    state.issues.push(...issues);
    for (const part of found) {
      if (part.kind === "expr") expression(part.logic, part.path, state);
      else
        state.effects.push({
          kind: "expression",
          path: part.path,
          logic: part.text,
          scopeId: state.env.scopeId,
          vars: part.vars,
        });
    }
  };

  const value = (input: unknown, path: string, state: State) => {
    scan(input, path, state);
    state.effects.push({ kind: "mark", path, mark: "value" });
  };

  const text = (input: unknown, path: string, state: State) => {
    if (typeof input === "string") {
      scan(input, path, state);
      state.effects.push({ kind: "mark", path, mark: "text" });
      return;
    }
    if (!isObject(input) || typeof input.i18n !== "string") {
      state.issues.push({
        path,
        code: "type",
        params: { expected: 'string | {"i18n": key}', actual: jsonType(input) },
      });
      return;
    }
    for (const key of Object.keys(input)) {
      if (key !== "i18n" && key !== "params") {
        state.issues.push({
          path: joinPointer(path, key),
          code: "additionalProperty",
          params: { property: key },
        });
      }
    }
    if (parts.hasI18nKey && !parts.hasI18nKey(input.i18n)) {
      state.issues.push({ path: joinPointer(path, "i18n"), code: "i18nKey", params: { key: input.i18n } });
    }
    if (input.params !== undefined) {
      if (!isObject(input.params)) {
        state.issues.push({
          path: joinPointer(path, "params"),
          code: "type",
          params: { expected: "object", actual: jsonType(input.params) },
        });
      } else {
        value(input.params, joinPointer(path, "params"), state);
      }
    }
    state.effects.push({ kind: "mark", path, mark: "text" });
  };

  const template = (input: unknown, path: string, state: State) => {
    if (typeof input !== "string") {
      state.issues.push({ path, code: "type", params: { expected: "string", actual: jsonType(input) } });
      return;
    }
    try {
      Mustache.parse(input);
    } catch (error) {
      state.issues.push({ path, code: "template", params: { reason: (error as Error).message } });
    }
    state.effects.push({ kind: "mark", path, mark: "template" });
  };

  const dataSource = (input: unknown, path: string, state: State) => {
    dataSourceCheck ??= compileSchema(DATA_SOURCE_SCHEMA, specials);
    dataSourceCheck(input, path, state);
    if (isObject(input) && typeof input.adaptor === "string") {
      const name = input.adaptor;
      if (!parts.adaptors.has(name)) {
        state.issues.push({
          path: joinPointer(path, "adaptor"),
          code: "unknownAdaptor",
          params: { adaptor: name },
        });
      }
    }
    state.effects.push({ kind: "mark", path, mark: "dataSource" });
  };

  const actions = (input: unknown, path: string, state: State) => {
    if (!Array.isArray(input)) {
      state.issues.push({ path, code: "type", params: { expected: "array", actual: jsonType(input) } });
      return;
    }
    state.effects.push(
      { kind: "mark", path, mark: "actions" },
      { kind: "actions", path, scopeId: state.env.scopeId },
    );
    input.forEach((step, i) => {
      actionStep(step, joinPointer(path, i), state);
    });
  };

  const actionStep = (step: unknown, path: string, state: State) => {
    if (!isObject(step)) {
      state.issues.push({ path, code: "type", params: { expected: "object", actual: jsonType(step) } });
      return;
    }
    if (typeof step.action !== "string") {
      state.issues.push(
        step.action === undefined
          ? { path: joinPointer(path, "action"), code: "required", params: { property: "action" } }
          : {
              path: joinPointer(path, "action"),
              code: "type",
              params: { expected: "string", actual: jsonType(step.action) },
            },
      );
      return;
    }
    const definition = parts.actions.get(step.action);
    if (!definition) {
      const suggestion = closest(step.action, parts.actions.names());
      state.issues.push({
        path: joinPointer(path, "action"),
        code: "unknownAction",
        params: { action: step.action, suggestion },
      });
      return;
    }
    state.effects.push({ kind: "step", path, action: step.action });
    if (step.when !== undefined) expression(step.when, joinPointer(path, "when"), state);
    if (
      step.as !== undefined &&
      (typeof step.as !== "string" || !isVarPath(step.as) || step.as.includes("."))
    ) {
      state.issues.push({ path: joinPointer(path, "as"), code: "pattern", params: { pattern: "name" } });
    }
    if (step.$comment !== undefined && typeof step.$comment !== "string") {
      state.issues.push({
        path: joinPointer(path, "$comment"),
        code: "type",
        params: { expected: "string", actual: jsonType(step.$comment) },
      });
    }
    if (step.onError !== undefined) actions(step.onError, joinPointer(path, "onError"), state);
    const params = Object.fromEntries(Object.entries(step).filter(([key]) => !STEP_KEYS.has(key)));
    parts.paramsChecks.get(step.action)?.(params, path, state);
  };

  const node = (input: unknown, path: string, state: State) =>
    checkNode(parts, input, path, state, false, expression);

  const nodes = (input: unknown, path: string, state: State) => {
    if (!Array.isArray(input)) {
      state.issues.push({ path, code: "type", params: { expected: "array", actual: jsonType(input) } });
      return;
    }
    input.forEach((child, i) => {
      node(child, joinPointer(path, i), state);
    });
  };

  const table: Record<string, (input: unknown, path: string, state: State) => void> = {
    [REF.node]: node,
    [REF.nodes]: nodes,
    [REF.expression]: (input, path, state) => {
      expression(input, path, state);
      state.effects.push({ kind: "mark", path, mark: "expression" });
    },
    [REF.value]: value,
    [REF.text]: text,
    [REF.template]: template,
    [REF.dataSource]: dataSource,
    [REF.actions]: actions,
  };
  const specials: SpecialRefs = (ref) => table[ref] as Check | undefined;
  return {
    refs: specials,
    root: (document, state) => checkNode(parts, document, "", state, true, expression),
  };
}

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

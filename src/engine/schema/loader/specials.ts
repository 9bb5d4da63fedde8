import Mustache from "mustache";
import { analyseExpression, type OperationCatalogue } from "../../expr/analyse";
import { scanDynamicValue } from "../../expr/dynamic";
import { isVarPath } from "../../expr/varPath";
import { LABEL_LOCALES } from "../../i18n/localize";
import { isObject } from "../../json";
import type { ActionDefinition, DataAdaptor, Registry, ValidatorRule, WidgetDefinition } from "../../types";
import { REF } from "../refs";
import { closest, compileSchema, jsonType } from "../validator/compile";
import { joinPointer } from "../validator/pointer";
import type { Check, SpecialRefs, ValidationState } from "../validator/types";
import type { LoadEffect, LoadEnv } from "./effects";
import { checkNode } from "./nodes";

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

  /** A translation map: only known locales, each a string (zh-CN is there, the caller checked). */
  const labelMap = (input: Record<string, unknown>, path: string, state: State) => {
    for (const [key, entry] of Object.entries(input)) {
      if (!(LABEL_LOCALES as readonly string[]).includes(key)) {
        state.issues.push({
          path: joinPointer(path, key),
          code: "additionalProperty",
          params: { property: key },
        });
      } else if (typeof entry !== "string") {
        state.issues.push({
          path: joinPointer(path, key),
          code: "type",
          params: { expected: "string", actual: jsonType(entry) },
        });
      }
    }
  };

  const text = (input: unknown, path: string, state: State) => {
    if (typeof input === "string") {
      scan(input, path, state);
      state.effects.push({ kind: "mark", path, mark: "text" });
      return;
    }
    if (isObject(input) && typeof input.i18n !== "string" && "zh-CN" in input) {
      labelMap(input, path, state);
      state.effects.push({ kind: "mark", path, mark: "text" });
      return;
    }
    if (!isObject(input) || typeof input.i18n !== "string") {
      state.issues.push({
        path,
        code: "type",
        params: {
          expected: 'string | {"i18n": key} | {"zh-CN": text, "en-US": text}',
          actual: jsonType(input),
        },
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

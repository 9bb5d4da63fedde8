import { builtinActions } from "./actions/builtins";
import { createTraceBuffer } from "./actions/trace";
import { builtinAdaptors } from "./datasource/adaptors";
import { postCheckVia } from "./datasource/postCheck";
import type { OperationCatalogue } from "./expr/analyse";
import {
  BUILTIN_OPERATIONS,
  evaluateLogic,
  HELPER_OPERATIONS,
  type Operation,
  operationTable,
} from "./expr/operations";
import { isLabelMap, localize } from "./i18n/localize";
import { localeOf, translatorOf } from "./i18n/translate";
import type { EngineImpl } from "./internals";
import { createRegistry } from "./registry/registry";
import { createWidgetRegistry } from "./registry/widgets";
import { registerRuleCatalogue } from "./rules";
import { loadDocument } from "./schema/loader/load";
import { createSpecials, type LoaderParts } from "./schema/loader/specials";
import { compileSchema } from "./schema/validator/compile";
import type { Check } from "./schema/validator/types";
import { renderTemplate } from "./template/renderTemplate";
import type {
  ActionDefinition,
  CalculationRule,
  DataAdaptor,
  Engine,
  EngineOptions,
  JsonSchema,
  Registry,
  ValidatorRule,
} from "./types";
import { DocumentLoadError } from "./types";

/** Checks that a props/params schema is a closed object schema, then prepares it. */
function prepareObjectSchema(
  owner: string,
  schema: JsonSchema,
  compile: (schema: JsonSchema) => Check,
): Check {
  if (
    typeof schema !== "object" ||
    schema === null ||
    schema.type !== "object" ||
    schema.additionalProperties !== false
  ) {
    throw new TypeError(`${owner}: the schema must be {"type": "object", "additionalProperties": false, …}`);
  }
  try {
    return compile(schema);
  } catch (error) {
    throw new TypeError(`${owner}: ${(error as Error).message}`);
  }
}

/** [min, max] argument count declared by a calculation's params schema (an array schema), if any. */
function arityOf(rule: CalculationRule | undefined): [number, number] | undefined {
  const params = rule?.params;
  if (!params || typeof params !== "object" || params.type !== "array") return undefined;
  const min = typeof params.minItems === "number" ? params.minItems : 0;
  const max = typeof params.maxItems === "number" ? params.maxItems : Number.POSITIVE_INFINITY;
  return params.minItems === undefined && params.maxItems === undefined ? undefined : [min, max];
}

/**
 * Builds an engine: its own registries (widgets, actions, validators, calculations, adaptors), the
 * loader, the expression evaluator and the trace buffer. No state is shared between engines.
 */
export function createEngine<C = unknown>(options: EngineOptions<C> = {}): Engine<C> {
  const t = translatorOf(options as EngineOptions<unknown>);
  const locale = localeOf(options as EngineOptions<unknown>);
  const propsChecks = new Map<string, Check>();
  const paramsChecks = new Map<string, Check>();
  let table: Map<string, Operation> | null = null;

  // The registries and the special references need each other; `parts` is filled in below.
  const parts = { propsChecks, paramsChecks, hasI18nKey: options.hasI18nKey } as LoaderParts;
  const specials = createSpecials(parts);
  const compile = (schema: JsonSchema) => compileSchema(schema, specials.refs);

  const widgets = createWidgetRegistry<C>((definition) => {
    propsChecks.set(
      definition.type,
      prepareObjectSchema(`Widget "${definition.type}"`, definition.propsSchema, compile),
    );
  });
  const actions = createRegistry<ActionDefinition>(
    "action",
    (a) => a.name,
    (a) => {
      if (typeof a.run !== "function") throw new TypeError(`Action "${a.name}" needs a run function`);
      paramsChecks.set(a.name, prepareObjectSchema(`Action "${a.name}"`, a.paramsSchema, compile));
    },
  );
  const validators = createRegistry<ValidatorRule>("validator", (v) => v.name);
  const calculationRegistry = createRegistry<CalculationRule>(
    "calculation",
    (c) => c.name,
    (c) => {
      if (BUILTIN_OPERATIONS.has(c.name) || c.name in HELPER_OPERATIONS || c.name === "log") {
        throw new TypeError(`Calculation "${c.name}" would shadow an expression operation of the same name`);
      }
    },
  );
  const calculations: Registry<CalculationRule> = {
    ...calculationRegistry,
    register(rule) {
      calculationRegistry.register(rule);
      table = null;
    },
  };
  const adaptors = createRegistry<DataAdaptor>("adaptor", (a) => a.name);

  const operations = () => {
    table ??= operationTable(calculations.names().map((name) => calculations.require(name)));
    return table;
  };
  const catalogue: OperationCatalogue = {
    has: (name) => operations().has(name),
    names: () => operations().keys(),
    arity: (name) => arityOf(calculations.get(name)),
  };
  Object.assign(parts, {
    widgets: widgets as unknown as LoaderParts["widgets"],
    actions,
    adaptors,
    validators,
    operations: () => catalogue,
  });

  let runs = 0;
  const traces = createTraceBuffer(options.traceCapacity ?? 500);

  const engine: EngineImpl<C> = {
    widgets,
    actions,
    validators,
    calculations,
    adaptors,
    traces,
    options,
    internals: { t, operations, traces, nextRunId: () => ++runs },
    load: (document) => loadDocument(specials.root, t, document),
    loadOrThrow(document) {
      const result = loadDocument(specials.root, t, document);
      if (!result.ok) throw new DocumentLoadError(result.errors);
      return result.document;
    },
    evaluate: (expression, data) => evaluateLogic(operations(), expression, data ?? {}),
    renderTemplate,
    text: (text, params) =>
      typeof text === "string"
        ? text
        : isLabelMap(text)
          ? localize(text, locale())
          : t(text.i18n, params ?? (text.params as Record<string, unknown>)),
    locale,
  };

  if (options.builtins !== false) {
    for (const action of builtinActions()) actions.register(action);
    for (const adaptor of builtinAdaptors(t)) adaptors.register(adaptor);
    // The rules catalogue (src/engine/rules), with the services its async validators need from the engine.
    registerRuleCatalogue(engine, () => ({
      evaluateLogic: (expression, data) => engine.evaluate(expression, data),
      postCheck: postCheckVia(options.fetcher),
    }));
  }
  for (const w of options.widgets ?? []) widgets.register(w);
  for (const a of options.actions ?? []) actions.register(a);
  for (const a of options.adaptors ?? []) adaptors.register(a);
  for (const c of options.calculations ?? []) calculations.register(c);
  for (const v of options.validators ?? []) validators.register(v);
  return engine;
}

import type { ActionDefinition, ActionHost, TraceEntry } from "./actions";
import type { DataAdaptor, Fetcher } from "./datasource";
import type { Text } from "./document";
import type { LoadedDocument, LoadResult } from "./load";
import type { CalculationRule, ValidatorRule } from "./rules";
import type { WidgetDefinition } from "./widget";

/** The languages of the portal. */
export type EngineLocale = "zh-CN" | "en-US";

/** Translates an i18n key (the app passes i18next's `t`). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * A registry of one kind, keyed by exact name. Registering a name twice throws; so does `require` of an
 * unknown name. Registries belong to one engine: there are no module-level registries.
 */
export interface Registry<T> {
  /** `widget`, `action`, `validator`, `calculation`, `adaptor`. */
  readonly kind: string;
  register: (entry: T) => void;
  get: (name: string) => T | undefined;
  require: (name: string) => T;
  has: (name: string) => boolean;
  names: () => string[];
}

/** The widget registry also resolves lazy widgets (once; later calls share the promise). */
export interface WidgetRegistry<C> extends Registry<WidgetDefinition<C>> {
  /** The implementation if it is already available (eager, or lazy and loaded), else undefined. */
  peek: (type: string) => C | undefined;
  /** The implementation, loading it on first call for lazy widgets. */
  resolve: (type: string) => Promise<C>;
}

/** The trace of action runs, kept in a bounded ring buffer for the developer panel. */
export interface TraceBuffer {
  /** Oldest first. */
  entries: () => TraceEntry[];
  clear: () => void;
  /** Called with each new entry; returns the unsubscribe function. */
  subscribe: (listener: (entry: TraceEntry) => void) => () => void;
  readonly capacity: number;
}

/** Options of {@link createEngine}. Everything is optional; tests and Storybook pass stubs. */
export interface EngineOptions<C = unknown> {
  /** Runs data sources (the app passes one built on src/api/http.ts and hosts.ts). */
  fetcher?: Fetcher;
  /** Side effects of actions (the app passes Blueprint/react-router ones). A runtime may override it. */
  host?: ActionHost;
  /** Translates i18n keys; default: the engine's own messages (src/i18n/<lang>/engine.json) in `locale`. */
  translate?: Translate;
  /** Whether an i18n key exists; when given, unknown keys in documents are load errors. */
  hasI18nKey?: (key: string) => boolean;
  /** The language of load error messages and default texts; zh-CN by default. */
  locale?: EngineLocale | (() => EngineLocale);
  /** How many trace entries to keep (default 500). */
  traceCapacity?: number;
  /** Registered at creation, in order. */
  widgets?: WidgetDefinition<C>[];
  actions?: ActionDefinition[];
  adaptors?: DataAdaptor[];
  calculations?: CalculationRule[];
  validators?: ValidatorRule[];
  /** Register the built-in actions and adaptors and the rules catalogue's validators and calculations (default true). */
  builtins?: boolean;
}

/** One engine: its registries, the loader and the evaluator. Build one per app, test or story. */
export interface Engine<C = unknown> {
  readonly widgets: WidgetRegistry<C>;
  readonly actions: Registry<ActionDefinition>;
  readonly validators: Registry<ValidatorRule>;
  readonly calculations: Registry<CalculationRule>;
  readonly adaptors: Registry<DataAdaptor>;
  readonly traces: TraceBuffer;
  readonly options: EngineOptions<C>;
  /** Migrates, validates and analyses a document; reports every error with its path. */
  load: (document: unknown) => LoadResult;
  /** Like `load`, but throws a DocumentLoadError. */
  loadOrThrow: (document: unknown) => LoadedDocument;
  /** Evaluates a json-logic expression with this engine's operations against plain data. */
  evaluate: (expression: unknown, data?: unknown) => unknown;
  /** Renders a logic-less (mustache) template and sanitises the HTML (DOMPurify). */
  renderTemplate: (template: string, data: unknown) => string;
  /** A text (literal or `{"i18n": key}`) in the current language; dynamic params must be resolved already. */
  text: (text: Text, params?: Record<string, unknown>) => string;
  /** The current language. */
  locale: () => EngineLocale;
}

import type { LabelMap } from "../i18n/localize";
import type { JsonObject, JsonValue } from "./json";

/**
 * A json-logic expression (https://jsonlogic.com) with the engine's operations added: every calculation
 * of the rules catalogue plus the helpers listed in README "Expressions". Never JavaScript source.
 */
export type Expression = JsonValue;

/**
 * A text shown to the user: a literal, an i18n key with optional interpolation values, or a translation
 * map of configured text (`{"zh-CN": …, "en-US": …}`, see src/engine/i18n/localize.ts).
 */
export type Text = string | I18nText | LabelMap;

/** An i18n reference: `{"i18n": "engine.loading"}`; `params` values may be dynamic (see {@link DynamicValue}). */
export interface I18nText {
  i18n: string;
  params?: Record<string, JsonValue>;
}

/**
 * A value computed from scope when it is used (data source query/body, action parameters):
 * - a string that is exactly `"${path}"` gives the raw value at `path`; a string containing `${path}` among
 *   other text gives the interpolated string;
 * - `{"$expr": <json-logic>}` gives the expression's result;
 * - arrays and other objects are walked, everything else is literal.
 */
export type DynamicValue = JsonValue;

/** The kinds of scope, outermost first. Rows are created at run time by list widgets. */
export type ScopeKind = "page" | "dialog" | "form" | "row";

/**
 * A node of a document: `type` names a registered widget; the engine owns the keys in
 * {@link ENGINE_NODE_KEYS}; every other key is a widget prop, validated by the widget's `propsSchema`.
 */
export interface SchemaNode {
  type: string;
  /** Unique within the document; names the node for `reload` and `scope` references and the scope it opens. */
  id?: string;
  /** The id of an enclosing scope this node reads (default: the nearest enclosing scope). */
  scope?: string;
  /** Shown only while this expression is truthy. */
  visibleOn?: Expression;
  /** Disabled while this expression is truthy (widgets read `disabled` from their render props). */
  disabledOn?: Expression;
  /** Scope-opening widgets only: initial values of the scope. */
  data?: JsonObject;
  /** Scope-opening widgets only: values computed from others, name → expression. */
  computed?: Record<string, Expression>;
  /** Field widgets only: the value's name (dotted path) in the enclosing form scope. */
  name?: string;
  /** Field widgets only: makes the field computed (read-only) from this expression. */
  value?: Expression;
  /** Field widgets only: the initial value when the scope's data has none. */
  defaultValue?: JsonValue;
  /** Field widgets only: validation rules, a rule string (`"required|max:20"`) or a list of rule strings. */
  rules?: string | string[];
  /** A note for schema authors; ignored. */
  $comment?: string;
  [prop: string]: unknown;
}

/** A whole document: a root node with the document's format `version` (and usually an `id`). */
export interface SchemaDocument extends SchemaNode {
  version: number;
}

/** Keys the engine reads on every node (all other keys are widget props). */
export const ENGINE_NODE_KEYS = ["type", "id", "scope", "visibleOn", "disabledOn", "$comment"] as const;

/** Extra keys the engine reads on nodes of scope-opening widgets. */
export const SCOPE_NODE_KEYS = ["data", "computed"] as const;

/** Extra keys the engine reads on nodes of field widgets. */
export const FIELD_NODE_KEYS = ["name", "value", "defaultValue", "rules"] as const;

/** Keys the engine reads only on the root node. */
export const ROOT_NODE_KEYS = ["version", "$schema"] as const;

/**
 * One numbered migration: upgrades a document from `from` to `from + 1`. Pure: returns a new document and
 * never mutates its input.
 */
export interface Migration {
  /** The version this migration upgrades from (migration 0001 upgrades version 1 to 2). */
  from: number;
  /** What changed, in one line, for the changelog. */
  description: string;
  migrate: (document: JsonObject) => JsonObject;
}

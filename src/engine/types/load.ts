import type { Expression, SchemaDocument, ScopeKind } from "./document";
import type { JsonPointer } from "./json";

/** Codes of load errors; each has a message in both languages (i18n keys `engine.load.<code>`). */
export type LoadErrorCode =
  | "notObject"
  | "version"
  | "versionTooNew"
  | "migration"
  | "type"
  | "required"
  | "additionalProperty"
  | "enum"
  | "const"
  | "minimum"
  | "maximum"
  | "minLength"
  | "maxLength"
  | "pattern"
  | "format"
  | "minItems"
  | "minProperties"
  | "maxProperties"
  | "propertyName"
  | "maxItems"
  | "uniqueItems"
  | "multipleOf"
  | "oneOf"
  | "anyOf"
  | "not"
  | "unknownType"
  | "notAllowedHere"
  | "duplicateId"
  | "unknownScope"
  | "unknownAction"
  | "unknownAdaptor"
  | "expression"
  | "unknownOperation"
  | "dynamicVar"
  | "template"
  | "i18nKey"
  | "rule"
  | "ruleSyntax"
  | "cycle"
  | "contains"
  | "if";

/** One problem found while loading a document. */
export interface LoadError {
  /** JSON Pointer of the offending value, e.g. `/body/2/columns/0/width`. */
  path: JsonPointer;
  code: LoadErrorCode;
  /** Values for the message (expected type, allowed values, the cycle's paths…). */
  params: Record<string, unknown>;
  /** Readable message in the engine's current language, prefixed by nothing: show `path` beside it. */
  message: string;
}

/** A variable an expression reads: the scope that owns it (null when no scope declares it) and its root name. */
export interface VarRef {
  /** The path as written, e.g. `amount`, `user.name`, `$page.title`. */
  path: string;
  /** The first segment after any `$kind` qualifier, e.g. `user`. */
  root: string;
  /** The declaring scope found at load, or null (then looked up along the scope chain at run time). */
  scopeId: string | null;
}

/** An expression found at load, with the variables it reads. */
export interface LoadedExpression {
  path: JsonPointer;
  expression: Expression;
  /** The scope it is evaluated in. */
  scopeId: string;
  deps: VarRef[];
}

/** A scope declared by a node of the document. */
export interface ScopeDeclaration {
  id: string;
  kind: Exclude<ScopeKind, "row">;
  parentId: string | null;
  path: JsonPointer;
  /** Initial values (`data`, field `defaultValue`s). */
  data: Record<string, unknown>;
  /** Names declared in this scope: data keys, computed names, field names. */
  names: string[];
}

/** A computed value: a scope's `computed` entry or a field's `value` expression. */
export interface ComputedValue {
  /** `scopeId#name`. */
  key: string;
  scopeId: string;
  name: string;
  expression: LoadedExpression;
}

/** A field node that carries validation `rules`. */
export interface FieldDeclaration {
  path: JsonPointer;
  /** The scope the field's value lives in. */
  scopeId: string;
  name: string;
  /** The rule string (a list of strings joined with `|`). */
  rules: string;
}

/** What the schema references (`tessera:*`) marked where, for the runtime and widgets. */
export type MarkKind = "node" | "expression" | "value" | "text" | "template" | "dataSource" | "actions";

/** A document that passed every check, with what the engine learnt about it. */
export interface LoadedDocument {
  /** The document after migrations. */
  document: SchemaDocument;
  /** Every node by path: its type and the scope it reads. */
  nodes: Map<JsonPointer, { type: string; scopeId: string; opensScope?: string }>;
  /** Node ids → paths. */
  ids: Map<string, JsonPointer>;
  scopes: Map<string, ScopeDeclaration>;
  /** Every expression by path (visibleOn, computed, `$expr`, `${…}` references inside dynamic values). */
  expressions: Map<JsonPointer, LoadedExpression>;
  /** Computed values in evaluation (topological) order. */
  computed: ComputedValue[];
  /** Field nodes with validation rules, by path. */
  fields: Map<JsonPointer, FieldDeclaration>;
  /** Marked paths (see {@link MarkKind}). */
  marks: Map<JsonPointer, MarkKind>;
  /** The scope each action list runs in, by the list's path. */
  actionScopes: Map<JsonPointer, string>;
  /** The kind of scope a dialog/form node opens, by path. */
  scopeKinds: Map<JsonPointer, ScopeKind>;
}

/** The outcome of {@link Engine.load}: the loaded document, or every error found. */
export type LoadResult = { ok: true; document: LoadedDocument } | { ok: false; errors: LoadError[] };

/** Thrown by `engine.loadOrThrow` with every error. */
export class DocumentLoadError extends Error {
  readonly errors: LoadError[];
  constructor(errors: LoadError[]) {
    super(errors.map((e) => `${e.path || "/"}: ${e.message}`).join("\n"));
    this.name = "DocumentLoadError";
    this.errors = errors;
  }
}

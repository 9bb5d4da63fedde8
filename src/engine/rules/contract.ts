/**
 * The one contract every rule (validator or calculation) follows. The `*Meta` types are plain data
 * (JSON-serialisable) so docs and Storybook can render them; the `*Definition` types add the code.
 */

/** The languages the portal offers; zh-CN is the default. */
export type Lang = "zh-CN" | "en-US";

/** A text in both languages. */
export type LocalizedText = Record<Lang, string>;

/** A JSON Schema (draft-07) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** What a cancelled asynchronous check resolves to (it never rejects for a cancellation). */
export const CANCELLED: unique symbol = Symbol.for("tessera.rules.cancelled");

/** The type of {@link CANCELLED}. */
export type Cancelled = typeof CANCELLED;

/** A validator's outcome: `true` when the value passes, otherwise the message in the context's language. */
export type ValidationResult = true | string;

/** The answer of the engine-supplied endpoint check (backend validation, already-exists). */
export interface PostCheckAnswer {
  ok: boolean;
  message?: string;
}

/** Services and data a validator may use; the engine supplies them (rules never do HTTP themselves). */
export interface RuleContext {
  /** Language of the messages; zh-CN by default. */
  lang?: Lang;
  /** The form's field values by field name (for cross-field rules and the script check). */
  values?: Record<string, unknown>;
  /** Cancels an asynchronous check; a cancelled check resolves to CANCELLED. */
  signal?: AbortSignal;
  /** Posts the value to a configured endpoint (backend validation, already-exists). */
  postCheck?: (url: string, value: unknown, signal?: AbortSignal) => Promise<PostCheckAnswer>;
  /** Evaluates a json-logic expression against data (the front-end script check). */
  evaluateLogic?: (expression: unknown, data: unknown) => unknown;
}

/** How a rule string's text after `name:` is split into arguments (see parse.ts). */
export type ArgStyle = "list" | "raw" | "regex" | "json";

/** One documented example of a validator; examples run as tests. */
export interface ValidatorExample {
  /** The rule as written in a schema's rule string, e.g. `max:3` or `regex:/^(a|b)$/`. */
  rule: string;
  value: unknown;
  /** Other fields of the form, for cross-field rules and the script check. */
  values?: Record<string, unknown>;
  /** What the stubbed endpoint answers, for backend and already-exists examples. */
  server?: PostCheckAnswer;
  lang?: Lang;
  /** `true`, or the exact message. */
  expected: ValidationResult;
}

/** One documented example of a calculation; examples run as tests. */
export interface CalculationExample {
  args: unknown[];
  /** The value, or the code of the error it throws. */
  expected?: unknown;
  throws?: RuleErrorCode;
}

interface RuleMetaBase {
  /** The exact name (`validate(name…)`, `calculate(name…)`, rule strings). */
  name: string;
  /** Other names accepted in rule strings (the original portal's spellings). */
  aliases: string[];
  /** JSON Schema (draft-07) of the positional parameters, as an array. */
  params: JsonSchema;
  async: boolean;
  /** i18n keys (namespace `rules`) of the messages this rule can give, with their texts. */
  messages: Record<string, LocalizedText>;
  doc: LocalizedText;
}

/** Plain-data description of a validator. */
export interface ValidatorMeta extends RuleMetaBase {
  kind: "validator";
  /** How the rule string's arguments are split. */
  argStyle: ArgStyle;
  /** Index of the parameter that names another field (cross-field rules re-run when it changes). */
  fieldParam?: number;
  /** True if the rule also judges an empty value; every other rule lets an empty value pass. */
  checksEmpty: boolean;
  examples: ValidatorExample[];
}

/** Plain-data description of a calculation. */
export interface CalculationMeta extends RuleMetaBase {
  kind: "calculation";
  /** What it returns, in words for the docs (e.g. `number | null`). */
  returns: string;
  examples: CalculationExample[];
}

/** Plain-data description of any rule. */
export type RuleMeta = ValidatorMeta | CalculationMeta;

/** What a validator's check receives besides the value. */
export interface CheckInput {
  args: unknown[];
  context: RuleContext;
  lang: Lang;
}

/** A validator: its metadata and its check (sync checks return, async ones return a promise). */
export interface ValidatorDefinition {
  meta: ValidatorMeta;
  /** Extra parameter checks beyond the JSON Schema (e.g. that a regex compiles); throws BAD_PARAMS. */
  verifyArgs?: (args: unknown[]) => void;
  check: (value: unknown, input: CheckInput) => ValidationResult | Promise<ValidationResult | Cancelled>;
}

/** A calculation: its metadata and its function. */
export interface CalculationDefinition {
  meta: CalculationMeta;
  run: (args: unknown[]) => unknown;
}

/** Codes of the errors rules throw. */
export type RuleErrorCode =
  | "INVALID_DATE"
  | "INVALID_NUMBER"
  | "INVALID_ARGUMENT"
  | "UNKNOWN_RULE"
  | "BAD_PARAMS"
  | "BAD_SYNTAX"
  | "MISSING_SERVICE";

/** An error with a `code` (and the rule it came from) that callers branch on. */
export class RuleError extends Error {
  readonly code: RuleErrorCode;
  readonly rule?: string;

  constructor(code: RuleErrorCode, message: string, rule?: string) {
    super(message);
    this.name = "RuleError";
    this.code = code;
    this.rule = rule;
  }
}

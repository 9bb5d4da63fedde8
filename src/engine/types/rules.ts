import type { JsonSchema } from "./json";

/**
 * The engine's view of a calculation: it becomes a json-logic operation of the same name
 * (`{"ROUND": [{"var": "amount"}, 2]}`). Thrown errors surface as expression errors.
 */
export interface CalculationRule {
  name: string;
  /** JSON Schema of the positional arguments (documentation; arity is checked at load when it is a tuple). */
  params?: JsonSchema;
  run: (args: unknown[]) => unknown;
}

/** A validator's answer: `true` when the value passes, otherwise the message in the current language. */
export type RuleOutcome = true | string;

/** What a validator receives besides the value and its arguments. */
export interface RuleCheckContext {
  lang: "zh-CN" | "en-US";
  /** The form scope's values, for cross-field rules. */
  values: Record<string, unknown>;
  signal?: AbortSignal;
}

/** The engine's view of a validator, used by field `rules` (`"required|max:20"`). */
export interface ValidatorRule {
  name: string;
  /** Other names accepted in rule strings. */
  aliases?: string[];
  async: boolean;
  params?: JsonSchema;
  check: (value: unknown, args: unknown[], context: RuleCheckContext) => RuleOutcome | Promise<RuleOutcome>;
}

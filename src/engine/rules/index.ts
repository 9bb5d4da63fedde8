/**
 * The rule catalogues (spec 3 §5, spec 1 §5, RULES.md): validators and calculations under one contract,
 * usable without any screen. Imports neither React, Blueprint nor axios; HTTP and json-logic come in
 * through the context.
 */
import type { CalculationMeta, Lang, RuleMeta, ValidatorMeta } from "./contract";
import { RuleError } from "./contract";
import { ruleMessage } from "./messages";
import { calculationDefinitions, findCalculation, validatorDefinitions } from "./registry";

export type {
  ArgStyle,
  CalculationDefinition,
  CalculationExample,
  CalculationMeta,
  Cancelled,
  CheckInput,
  JsonSchema,
  Lang,
  LocalizedText,
  PostCheckAnswer,
  RuleContext,
  RuleErrorCode,
  RuleMeta,
  ValidationResult,
  ValidatorDefinition,
  ValidatorExample,
  ValidatorMeta,
} from "./contract";
export { CANCELLED, RuleError } from "./contract";
export type { RuleRegistries, RuleServices } from "./engine";
export { engineCalculationRules, engineValidatorRules, registerRuleCatalogue } from "./engine";
export type { AsyncFieldValidator, AsyncFieldValidatorOptions, FieldValidationState } from "./fieldValidator";
export { createAsyncFieldValidator } from "./fieldValidator";
export type { RuleMessageKey } from "./messages";
export { RULES_NAMESPACE, ruleMessage, ruleMessages, ruleResources } from "./messages";
export type { FieldMode, ParsedRule } from "./parse";
export { parseRuleString, ruleDependencies, rulesForField } from "./parse";
export { calculationDefinitions, validatorDefinitions } from "./registry";
export { validate, validateRules, validateSync } from "./validate";
export { ASYNC_DEBOUNCE_MS } from "./validators/async";

/**
 * Runs calculation `name` (case-insensitive) on its arguments and returns the value: numbers as JS
 * numbers (null for "empty"), RMB as a string. Throws RuleError: INVALID_DATE for an invalid date,
 * INVALID_NUMBER, INVALID_ARGUMENT, UNKNOWN_RULE. The signature allows a promise for future rules.
 */
export function calculate(name: string, args: readonly unknown[] = []): unknown | Promise<unknown> {
  // A lone value (not a list) is taken as the only argument.
  return findCalculation(name).run(Array.isArray(args) ? [...args] : [args]);
}

/** The localized text for a calculation error (e.g. the "invalid date" notification), or null for another error. */
export function calculationErrorMessage(error: unknown, lang: Lang = "zh-CN"): string | null {
  if (!(error instanceof RuleError)) return null;
  if (error.code === "INVALID_DATE") return ruleMessage("invalidDate", lang);
  if (error.code === "INVALID_NUMBER") return ruleMessage("invalidNumber", lang);
  if (error.code === "INVALID_ARGUMENT") return ruleMessage("invalidArgument", lang);
  return null;
}

/** A deep copy, so the exported metadata is plain data nobody can change under the definitions. */
function plain<T>(value: T): T {
  return structuredClone(value);
}

/** The metadata of every rule (plain data for docs and Storybook): validators first, then calculations. */
export const catalogue: readonly RuleMeta[] = plain([
  ...validatorDefinitions.map((definition): ValidatorMeta => definition.meta),
  ...calculationDefinitions.map((definition): CalculationMeta => definition.meta),
]);

/** The validator names (`validate(name…)`, rule strings). */
export const validatorNames: readonly string[] = validatorDefinitions.map(
  (definition) => definition.meta.name,
);

/** The calculation names (`calculate(name…)`). */
export const calculationNames: readonly string[] = calculationDefinitions.map(
  (definition) => definition.meta.name,
);

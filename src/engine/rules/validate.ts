import {
  CANCELLED,
  type Cancelled,
  type Lang,
  type RuleContext,
  RuleError,
  type ValidationResult,
  type ValidatorDefinition,
} from "./contract";
import type { ParsedRule } from "./parse";
import { findValidator } from "./registry";
import { coerceParams } from "./shared/params";
import { isEmptyValue } from "./shared/values";

/** The typed arguments of a validator, checked against its parameter schema (BAD_PARAMS otherwise). */
function argsOf(definition: ValidatorDefinition, params: unknown): unknown[] {
  const args = coerceParams(definition.meta.name, definition.meta.params, params);
  definition.verifyArgs?.(args);
  return args;
}

/** The language of a context's messages (zh-CN unless it says en-US). */
function langOf(context: RuleContext): Lang {
  return context.lang === "en-US" ? "en-US" : "zh-CN";
}

/**
 * Runs validator `name` (or an alias) on a value: resolves to `true` or the message in the context's
 * language, or to CANCELLED when the context's signal aborts an asynchronous check. An empty value
 * passes every rule except `required` and `confirmed`. Rejects with RuleError for an unknown rule, bad
 * parameters or a missing service.
 */
export async function validate(
  name: string,
  value: unknown,
  params?: unknown,
  context: RuleContext = {},
): Promise<ValidationResult | Cancelled> {
  const definition = findValidator(name);
  const args = argsOf(definition, params);
  if (!definition.meta.checksEmpty && isEmptyValue(value)) return true;
  if (definition.meta.async && context.signal?.aborted) return CANCELLED;
  return definition.check(value, { args, context, lang: langOf(context) });
}

/** Runs a synchronous validator and returns `true` or its message; throws for an asynchronous one. */
export function validateSync(
  name: string,
  value: unknown,
  params?: unknown,
  context: RuleContext = {},
): ValidationResult {
  const definition = findValidator(name);
  if (definition.meta.async) {
    throw new RuleError(
      "INVALID_ARGUMENT",
      `Validator "${definition.meta.name}" is asynchronous`,
      definition.meta.name,
    );
  }
  const args = argsOf(definition, params);
  if (!definition.meta.checksEmpty && isEmptyValue(value)) return true;
  return definition.check(value, { args, context, lang: langOf(context) }) as ValidationResult;
}

/** True if a parsed rule's validator is asynchronous. */
export function isAsyncRule(rule: ParsedRule): boolean {
  return findValidator(rule.name).meta.async;
}

/**
 * Runs a field's rules in order, synchronous ones first, and resolves to the first failure's message,
 * `true` when all pass, or CANCELLED if an asynchronous check was cancelled.
 */
export async function validateRules(
  rules: readonly ParsedRule[],
  value: unknown,
  context: RuleContext = {},
): Promise<ValidationResult | Cancelled> {
  const ordered = [...rules.filter((rule) => !isAsyncRule(rule)), ...rules.filter(isAsyncRule)];
  for (const rule of ordered) {
    const result = await validate(rule.name, value, rule.args, context);
    if (result !== true) return result;
  }
  return true;
}

/**
 * Wiring into an engine instance: the catalogue's rules in the engine's own shapes
 * (src/engine/types/rules.ts), registered per engine (no module-level registry).
 */
import type { CalculationRule, RuleCheckContext, RuleOutcome, ValidatorRule } from "../types/rules";
import { CANCELLED, type RuleContext } from "./contract";
import { calculationDefinitions, validatorDefinitions } from "./registry";
import { validate } from "./validate";

/** The services asynchronous validators need; the app supplies them (HTTP through src/api, json-logic). */
export type RuleServices = Pick<RuleContext, "postCheck" | "evaluateLogic">;

/** The error an engine-shaped check rejects with when its signal cancels it (the engine types have no CANCELLED). */
function abortError(): Error {
  const error = new Error("The check was cancelled");
  error.name = "AbortError";
  return error;
}

/**
 * Every validator as the engine's ValidatorRule: `check(value, args, context)` coerces the arguments,
 * lets empty values pass (except required/confirmed) and rejects with an AbortError when cancelled.
 */
export function engineValidatorRules(services: RuleServices | (() => RuleServices) = {}): ValidatorRule[] {
  const current = () => (typeof services === "function" ? services() : services);
  return validatorDefinitions.map(({ meta }) => ({
    name: meta.name,
    aliases: [...meta.aliases],
    async: meta.async,
    params: meta.params,
    check: (value: unknown, args: unknown[], context: RuleCheckContext): Promise<RuleOutcome> =>
      validate(meta.name, value, args, { ...current(), ...context }).then((result) => {
        if (result === CANCELLED) throw abortError();
        return result;
      }),
  }));
}

/** Every calculation as the engine's CalculationRule (a json-logic operation of the same name). */
export function engineCalculationRules(): CalculationRule[] {
  return calculationDefinitions.map(({ meta, run }) => ({ name: meta.name, params: meta.params, run }));
}

/** The registries of an engine, as far as the catalogue needs them. */
export interface RuleRegistries {
  validators: { register: (rule: ValidatorRule) => void };
  calculations: { register: (rule: CalculationRule) => void };
}

/** Registers every validator and calculation of the catalogue into one engine's registries. */
export function registerRuleCatalogue(
  engine: RuleRegistries,
  services?: RuleServices | (() => RuleServices),
): void {
  for (const rule of engineValidatorRules(services)) engine.validators.register(rule);
  for (const rule of engineCalculationRules()) engine.calculations.register(rule);
}

import { aggregateCalculations } from "./calc/aggregate";
import { dateCalculations } from "./calc/dates";
import { days360Calculations } from "./calc/days360";
import { rmbCalculations } from "./calc/rmb";
import { roundCalculations } from "./calc/round";
import { type CalculationDefinition, RuleError, type RuleMeta, type ValidatorDefinition } from "./contract";
import { asyncValidators } from "./validators/async";
import { crossFieldValidators } from "./validators/crossField";
import { formatValidators } from "./validators/format";
import { lengthValidators } from "./validators/length";
import { numericValidators } from "./validators/numeric";
import { presenceValidators } from "./validators/presence";

/** Every validator, in the order of spec 3 §5's families. */
export const validatorDefinitions: readonly ValidatorDefinition[] = [
  ...presenceValidators,
  ...formatValidators,
  ...numericValidators,
  ...lengthValidators,
  ...crossFieldValidators,
  ...asyncValidators,
];

/** Every calculation. */
export const calculationDefinitions: readonly CalculationDefinition[] = [
  ...aggregateCalculations,
  ...roundCalculations,
  ...days360Calculations,
  ...dateCalculations,
  ...rmbCalculations,
];

/** Index by lower-cased name and alias; a name or alias used twice is a programming error. */
function indexByName<T extends { meta: RuleMeta }>(definitions: readonly T[]): Map<string, T> {
  const index = new Map<string, T>();
  for (const definition of definitions) {
    for (const name of [definition.meta.name, ...definition.meta.aliases]) {
      const key = name.toLowerCase();
      if (index.has(key)) throw new Error(`Rule name "${name}" is registered twice`);
      index.set(key, definition);
    }
  }
  return index;
}

const validatorIndex = indexByName(validatorDefinitions);
const calculationIndex = indexByName(calculationDefinitions);

/** The validator called `name` or one of its aliases (case-insensitive), or undefined. */
export function lookupValidator(name: string): ValidatorDefinition | undefined {
  return validatorIndex.get(name.trim().toLowerCase());
}

/** The validator called `name` (or an alias); throws UNKNOWN_RULE for any other name. */
export function findValidator(name: string): ValidatorDefinition {
  const definition = lookupValidator(name);
  if (!definition) throw new RuleError("UNKNOWN_RULE", `Unknown validator "${name}"`, name);
  return definition;
}

/** The calculation called `name` (case-insensitive); throws UNKNOWN_RULE for any other name. */
export function findCalculation(name: string): CalculationDefinition {
  const definition = calculationIndex.get(name.trim().toLowerCase());
  if (!definition) throw new RuleError("UNKNOWN_RULE", `Unknown calculation "${name}"`, name);
  return definition;
}

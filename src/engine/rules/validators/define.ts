import type { ArgStyle, JsonSchema, ValidatorDefinition, ValidatorMeta } from "../contract";

/** The parameter schema of a rule without parameters. */
export const NO_PARAMS: JsonSchema = { type: "array", maxItems: 0 };

/** The parameter schema of a rule with one required parameter. */
export function oneParam(item: JsonSchema): JsonSchema {
  return { type: "array", items: [item], minItems: 1, maxItems: 1 };
}

/** The parameter schema of a rule whose one parameter is a non-negative integer `n`. */
export const COUNT_PARAM = oneParam({ title: "n", type: "integer", minimum: 0 });

/** The parameter schema of a rule whose one parameter names another field of the form. */
export const FIELD_PARAM = oneParam({
  title: "field",
  type: "string",
  minLength: 1,
  description: "Another field's name",
});

type MetaInput = Omit<ValidatorMeta, "kind" | "aliases" | "async" | "checksEmpty" | "argStyle" | "params"> & {
  aliases?: string[];
  async?: boolean;
  checksEmpty?: boolean;
  argStyle?: ArgStyle;
  params?: JsonSchema;
};

/** A validator definition with the usual defaults: sync, list arguments, no parameters, no aliases. */
export function defineValidator(
  input: MetaInput,
  check: ValidatorDefinition["check"],
  verifyArgs?: ValidatorDefinition["verifyArgs"],
): ValidatorDefinition {
  const meta: ValidatorMeta = {
    kind: "validator",
    aliases: [],
    async: false,
    checksEmpty: false,
    argStyle: "list",
    params: NO_PARAMS,
    ...input,
  };
  return verifyArgs ? { meta, check, verifyArgs } : { meta, check };
}

import {
  type CustomValidator,
  createErrorHandler,
  type ErrorTransformer,
  getByPath,
  getDefaultFormState,
  getUiOptions,
  type RJSFSchema,
  type RJSFValidationError,
  toErrorSchema,
  toPath,
  type UiSchema,
  unwrapErrorHandler,
  type ValidationData,
  type ValidatorType,
  validationDataMerge,
} from "@rjsf/utils";
import { collectErrors, type FormatTests, passes, type RawError, type SchemaNode } from "./interpret";
import { describeError, englishMessages, type Translate } from "./messages";

/** Options of {@link NoEvalValidator}. */
export interface NoEvalValidatorOptions {
  /** Message lookup (i18next's `t` in the app); English ajv-style messages by default. */
  translate?: Translate;
  /** Extra or replacement string `format` checks (the rest come from the engine's one format table). */
  formats?: FormatTests;
}

type FormData = unknown;

/** The title a failure is reported under: `ui:title`, else the failing schema's own title. */
function titleOf(error: RawError, property: string, uiSchema?: UiSchema): string {
  const uiTitle = getUiOptions(getByPath(uiSchema, toPath(property)) as UiSchema).title;
  if (typeof uiTitle === "string") return uiTitle;
  const missing = error.params.missingProperty;
  if (typeof missing === "string") {
    const properties = error.parentSchema?.properties as Record<string, { title?: unknown }> | undefined;
    const title = properties?.[missing]?.title;
    if (typeof title === "string") return title;
  }
  const own = error.parentSchema?.title;
  return typeof own === "string" ? own : "";
}

/**
 * rjsf's error shape for each raw failure: `property` is the dotted data path (`.tasks.0.title`), with the
 * missing property appended for `required`/`dependencies`, as validator-ajv8 reports it. The same message at
 * the same property is reported once (anyOf/oneOf branches often repeat one).
 */
export function toRjsfErrors(
  raw: RawError[],
  translate: Translate,
  uiSchema?: UiSchema,
): RJSFValidationError[] {
  const seen = new Set<string>();
  const out: RJSFValidationError[] = [];
  for (const error of raw) {
    let property = error.instancePath.replace(/\//g, ".");
    if (typeof error.params.missingProperty === "string") {
      property = property ? `${property}.${error.params.missingProperty}` : error.params.missingProperty;
    }
    const message = describeError(error, translate);
    const key = `${property}\u0000${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const title = titleOf(error, property, uiSchema);
    out.push({
      name: error.keyword,
      property,
      message,
      params: error.params,
      stack: `${title ? `'${title}'` : property} ${message}`.trim(),
      schemaPath: error.schemaPath,
      title,
    });
  }
  return out;
}

/**
 * rjsf's `ValidatorType` without code generation. validator-ajv8 compiles each schema into a function with
 * `new Function`, which the portal's CSP (`script-src 'self'`, no 'unsafe-eval') forbids; the forms come from
 * the server at run time, so precompiling at build time is not possible. This is a thin adapter over the
 * engine's interpreter (src/engine/schema/validator, docs/json-schema.md): the same keywords, the same
 * refusals at load, ajv-shaped failures for rjsf and the form's own messages.
 */
export class NoEvalValidator implements ValidatorType<FormData, RJSFSchema> {
  private readonly translate: Translate;
  private readonly formats: FormatTests;

  constructor(options: NoEvalValidatorOptions = {}) {
    this.translate = options.translate ?? englishMessages;
    this.formats = { ...options.formats };
  }

  /** The raw failures (ajv-shaped, with messages) of `formData` against `schema`. */
  rawValidation<Result = RawError & { message: string }>(
    schema: RJSFSchema,
    formData?: FormData,
  ): { errors?: Result[]; validationError?: Error } {
    try {
      const errors = collectErrors(schema as SchemaNode, formData, { formats: this.formats }).map(
        (error) => ({
          ...error,
          message: describeError(error, this.translate),
        }),
      );
      return { errors: errors.length ? (errors as Result[]) : undefined };
    } catch (error) {
      return { validationError: error as Error };
    }
  }

  /** Validates the form data: schema failures, then `transformErrors`, then `customValidate`, merged. */
  validateFormData(
    formData: FormData,
    schema: RJSFSchema,
    customValidate?: CustomValidator<FormData, RJSFSchema>,
    transformErrors?: ErrorTransformer<FormData, RJSFSchema>,
    uiSchema?: UiSchema<FormData, RJSFSchema>,
  ): ValidationData<FormData> {
    let raw: RawError[] = [];
    let invalidSchema: Error | undefined;
    try {
      raw = collectErrors(schema as SchemaNode, formData, { formats: this.formats });
    } catch (error) {
      invalidSchema = error as Error;
    }
    let errors = toRjsfErrors(raw, this.translate, uiSchema);
    if (invalidSchema) errors = [...errors, { stack: invalidSchema.message }];
    if (typeof transformErrors === "function") errors = transformErrors(errors, uiSchema);
    let errorSchema = toErrorSchema<FormData>(errors);
    if (invalidSchema)
      errorSchema = { ...errorSchema, $schema: { __errors: [invalidSchema.message] } } as typeof errorSchema;
    if (typeof customValidate !== "function") return { errors, errorSchema };
    const withDefaults = getDefaultFormState<FormData, RJSFSchema>(this, schema, formData, schema, true);
    const handler = customValidate(
      withDefaults,
      createErrorHandler<FormData>(withDefaults),
      uiSchema,
      errorSchema,
    );
    return validationDataMerge<FormData>({ errors, errorSchema }, unwrapErrorHandler<FormData>(handler));
  }

  /** True when `formData` passes `schema` (`$ref`s resolve in `rootSchema`); false for a schema it can't read. */
  isValid(schema: RJSFSchema, formData: FormData | undefined, rootSchema: RJSFSchema): boolean {
    try {
      return passes(schema as SchemaNode, formData, {
        root: rootSchema as SchemaNode,
        formats: this.formats,
      });
    } catch {
      return false;
    }
  }
}

/** A validator for rjsf that never compiles code (safe under `script-src 'self'`). */
export function createNoEvalValidator(options?: NoEvalValidatorOptions): NoEvalValidator {
  return new NoEvalValidator(options);
}

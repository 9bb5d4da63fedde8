import { CallFailure } from "../../../../api/errors";

/**
 * The query errors of spec 3 §8 (custom dialogs and custom queries share them). Each code has a message
 * under `query.errors.<code>` in both languages (src/i18n/<lang>/query.json).
 */
export const QUERY_ERROR_CODES = [
  /** The alias is empty (spec 3 §5). */
  "aliasEmpty",
  /** getByAlias answered `{}`: no related query found with the alias. */
  "aliasNotFound",
  /** The definition did not arrive within 15 s (spec 3 §4) and was abandoned. */
  "aliasTimeout",
  /** The answer was empty. */
  "emptyData",
  /** The answer is text that does not parse as JSON. */
  "notJson",
  /** No array at the list key (or the answer is not an array). */
  "noArray",
  /** A POST definition's dataParam template is not JSON: POST参数不是有效的JSON格式. */
  "postParamNotJson",
  /** A restful definition without a url. */
  "restfulUrlEmpty",
  /** The conditionfield JSON is wrong. */
  "conditionJson",
  /** Another JSON field of the definition (displayfield, resultfield, sortfield, header) is wrong. */
  "fieldJson",
] as const;

export type QueryErrorCode = (typeof QUERY_ERROR_CODES)[number];

/** A failure of a custom dialog or query, by its spec 3 §8 code (`field` names the JSON field at fault). */
export class CustomQueryError extends Error {
  constructor(
    readonly code: QueryErrorCode,
    readonly params: Record<string, string> = {},
  ) {
    super(
      `custom query: ${code}${params.field ? ` (${params.field})` : ""}${params.alias ? ` ${params.alias}` : ""}`,
    );
    this.name = "CustomQueryError";
  }
}

/** What the user is shown for a failure: a message and the log id to quote (spec 1 §8). */
export interface QueryFailure {
  message: string;
  logId?: string;
  status?: number;
}

/** The i18n key of a query error code. */
export function queryErrorKey(code: QueryErrorCode): string {
  return `query.errors.${code}`;
}

/**
 * What a user reads for anything a dialog or query load throws: a CustomQueryError in the current
 * language, a failed call's server message and log id (or a message for its status), or the message of
 * an object that has one.
 */
export function describeQueryError(
  error: unknown,
  t: (key: string, params?: Record<string, unknown>) => string,
): QueryFailure {
  if (error instanceof CustomQueryError) return { message: t(queryErrorKey(error.code), error.params) };
  if (error instanceof CallFailure) {
    const message =
      error.serverMessage ||
      (error.status === undefined
        ? t("query.errors.network")
        : t("query.errors.http", { status: error.status }));
    return {
      message,
      ...(error.logId ? { logId: error.logId } : {}),
      ...(error.status === undefined ? {} : { status: error.status }),
    };
  }
  if (error && typeof error === "object" && typeof (error as QueryFailure).message === "string") {
    const { message, logId, status } = error as QueryFailure;
    return {
      message: message || t("query.errors.failed"),
      ...(typeof logId === "string" && logId ? { logId } : {}),
      ...(typeof status === "number" ? { status } : {}),
    };
  }
  return { message: t("query.errors.failed") };
}

import type { LoadErrorCode } from "../../types";

/** One validation failure at a JSON Pointer of the instance. */
export interface Issue {
  path: string;
  code: LoadErrorCode;
  params: Record<string, unknown>;
  /** With `ValidationState.trace`: the failing schema keyword, its schema path and the schema holding it. */
  keyword?: string;
  schemaPath?: string;
  schema?: Record<string, unknown>;
}

/**
 * What a validation run carries: the issues found, the effects special references record (discarded
 * with a failed `anyOf`/`oneOf` branch), and an environment special references pass down.
 */
export interface ValidationState<E = unknown, V = unknown> {
  issues: Issue[];
  effects: E[];
  env: V;
  /** Record the keyword, schema path and schema of each issue (the online form's messages need them). */
  trace?: boolean;
}

/** A prepared schema: checks `value` (found at `path`) and appends issues to `state`. */
export type Check = (value: unknown, path: string, state: ValidationState) => void;

/** Supplies the checks of `tessera:*` references; undefined for an unknown reference. */
export type SpecialRefs = (ref: string) => Check | undefined;

/** Thrown when a schema itself is wrong (unknown keyword, bad `$ref`, bad regex); names the schema path. */
export class SchemaDefinitionError extends Error {
  readonly schemaPath: string;
  constructor(schemaPath: string, message: string) {
    super(`${schemaPath || "#"}: ${message}`);
    this.name = "SchemaDefinitionError";
    this.schemaPath = schemaPath;
  }
}

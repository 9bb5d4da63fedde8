import type { DataError } from "../types";

/** Thrown by adaptors (and the request builder) to fail with a specific kind, message and log id. */
export class DataSourceError extends Error {
  readonly kind: DataError["kind"];
  readonly logId?: string;
  readonly status?: number;
  constructor(kind: DataError["kind"], message: string, extra: { logId?: string; status?: number } = {}) {
    super(message);
    this.name = "DataSourceError";
    this.kind = kind;
    this.logId = extra.logId;
    this.status = extra.status;
  }
}

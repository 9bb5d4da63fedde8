import type { CommonResult, PageList } from "../../src/api/contract";

/** A successful CommonResult; `value` is left out when undefined (NON_NULL, CONTRACT.md §1). */
export function ok<T>(value?: T, message?: string): CommonResult<T> {
  const body: CommonResult<T> = { state: true };
  if (message !== undefined) body.message = message;
  if (value !== undefined && value !== null) body.value = value;
  return body;
}

/** A business "soft" failure answered with HTTP 200 (CONTRACT.md §1.4). */
export function fail(message: string): CommonResult<never> {
  return { state: false, message };
}

/** A PageList; for unpaged lists page and pageSize are 0. */
export function pageList<R>(rows: R[], total: number, page = 0, pageSize = 0): PageList<R> {
  return { rows, total, page, pageSize };
}

import type { DataRequest, FetchResponse } from "../../../engine";
import type { ReactEngine } from "../../../engine/react";
import { type HostCall, recordingHost, stubFetcher } from "../../../engine/testing";
import { deptRows, expenseRows, monthlySales, salesTrend } from "../../statement";
import { createPlaygroundEngine } from "./playgroundEngine";

/*
 * Fixture answers for the playground's stories and tests: the calls the example documents make, each
 * answered with a prepared body (pages of fixture rows, the seeded chart). Nothing here imitates the
 * server's queries; an unknown alias gets the server's 404 body.
 */

const page = (rows: Record<string, unknown>[], number: number, size: number) => ({
  rows: rows.slice((number - 1) * size, number * size),
  total: rows.length,
  page: number,
  pageSize: size,
});

/** doQuery answers by alias and page. */
const QUERY_ANSWERS: Record<string, Record<number, unknown>> = {
  expenseQuery: { 1: page(expenseRows, 1, 10), 2: page(expenseRows, 2, 10), 3: page(expenseRows, 3, 10) },
  expenseByDept: { 1: page(deptRows, 1, deptRows.length) },
};

const salesRows = monthlySales(12);

/** The fixture answer to one request of the example documents. */
export function playgroundAnswer(request: DataRequest): FetchResponse {
  if (request.path === "/form/customQuery/v1/doQuery") {
    const alias = String(request.query?.alias ?? "");
    const answer = QUERY_ANSWERS[alias]?.[Number(request.query?.page ?? 1)];
    if (answer) return { status: 200, data: answer };
    return {
      status: 404,
      data: { state: false, message: `未找到别名为 ${alias} 的相关查询`, logId: "fixture-404" },
    };
  }
  if (request.path === "/form/customChart/v1/get/salesTrend") return { status: 200, data: salesTrend };
  if (request.path === "/form/customChart/v1/getListData")
    return { status: 200, data: page(salesRows, 1, salesRows.length) };
  return { status: 404, data: { state: false, message: `No fixture for ${request.path}`, logId: "fixture" } };
}

/** A playground engine for stories and tests: recording host, fixture fetcher, the app's widgets. */
export function createFixtureEngine(options: { confirmAnswers?: boolean[]; delayMs?: number } = {}): {
  engine: ReactEngine;
  calls: HostCall[];
  requests: DataRequest[];
} {
  const { host, calls } = recordingHost({ confirmAnswers: options.confirmAnswers });
  const { fetcher, requests } = stubFetcher(async (request) => {
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    return playgroundAnswer(request);
  });
  return { engine: createPlaygroundEngine({ fetcher, host }), calls, requests };
}

// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${var}" is the documents' own reference syntax
import { describe, expect, it } from "vitest";
import type { DataSource, FetchResponse } from "..";
import { createRuntime, DataSourceError } from "..";
import { page, stubFetcher, testEngine } from "../testHelpers";

function runtimeWith(
  answer: () => FetchResponse | Promise<FetchResponse>,
  data: Record<string, unknown> = {},
  locale?: "en-US",
) {
  const { fetcher, requests } = stubFetcher(answer);
  const engine = testEngine({ fetcher, locale });
  const result = engine.load(page([], { data }));
  if (!result.ok) throw new Error("load failed");
  return { engine, runtime: createRuntime(engine, result.document), requests };
}

const source = (extra: Partial<DataSource> = {}): DataSource => ({
  host: "form",
  path: "/form/customQuery/v1/doQuery",
  ...extra,
});

describe("data sources", () => {
  it("build the request from scope: ${} references in path and query, $expr in the body, through the injected fetcher", async () => {
    const { runtime, requests } = runtimeWith(() => ({ status: 200, data: [] }), {
      alias: "cq1",
      page: 2,
      keyword: "报销",
    });
    await runtime.fetch(
      source({
        path: "/form/customQuery/v1/doQuery",
        method: "POST",
        query: { alias: "${alias}", page: "${page}", missing: "${nothing}" },
        body: {
          pageBean: { page: "${page}", pageSize: 20 },
          querys: [{ property: "subject_", value: "${keyword}", operation: "LIKE" }],
          params: { isMobile: { $expr: { "==": [{ var: "page" }, 0] } } },
        },
        headers: { "X-Alias": "q-${alias}" },
      }),
      "p",
    );
    expect(requests).toEqual([
      {
        host: "form",
        path: "/form/customQuery/v1/doQuery",
        method: "POST",
        query: { alias: "cq1", page: 2 },
        body: {
          pageBean: { page: 2, pageSize: 20 },
          querys: [{ property: "subject_", value: "报销", operation: "LIKE" }],
          params: { isMobile: false },
        },
        headers: { "X-Alias": "q-cq1" },
        signal: runtime.signal,
      },
    ]);
  });

  it("read a PageList answer (rows/total/page/pageSize)", async () => {
    const { runtime } = runtimeWith(() => ({
      status: 200,
      data: { rows: [{ id: 1 }], total: "31", page: 2, pageSize: 10 },
    }));
    expect(await runtime.fetch(source({ adaptor: "pageList" }), "p")).toEqual({
      ok: true,
      data: { rows: [{ id: 1 }], total: 31, page: 2, pageSize: 10 },
      page: { total: 31, page: 2, pageSize: 10 },
      raw: { rows: [{ id: 1 }], total: "31", page: 2, pageSize: 10 },
    });
  });

  it("read a CommonResult's value, and turn state:false into an error with the server's message and log id", async () => {
    const ok = runtimeWith(() => ({ status: 200, data: { state: true, value: "c2VjcmV0" } }));
    expect(await ok.runtime.fetch(source({ adaptor: "commonResult" }), "p")).toMatchObject({
      ok: true,
      data: "c2VjcmV0",
    });
    const failed = runtimeWith(() => ({
      status: 200,
      data: { state: false, message: "请选择要传阅的人员！", logId: "9f1" },
    }));
    expect(await failed.runtime.fetch(source({ adaptor: "commonResult" }), "p")).toEqual({
      ok: false,
      error: { kind: "state", message: "请选择要传阅的人员！", logId: "9f1" },
    });
  });

  it("read configured listKey/pageKey/pageSizeKey/totalKey paths of a REST answer", async () => {
    const { runtime } = runtimeWith(() => ({
      status: 200,
      data: { data: { list: [{ a: 1 }, { a: 2 }], count: 12, p: 1, size: 2 } },
    }));
    const result = await runtime.fetch(
      source({
        adaptor: {
          listKey: "data.list",
          totalKey: "data.count",
          pageKey: "data.p",
          pageSizeKey: "data.size",
        },
      }),
      "p",
    );
    expect(result).toMatchObject({
      ok: true,
      data: { rows: [{ a: 1 }, { a: 2 }], total: 12, page: 1, pageSize: 2 },
    });
  });

  it("say 'cannot extract an array' when the listKey does not lead to one, and 'empty' for an empty answer", async () => {
    const notList = runtimeWith(() => ({ status: 200, data: { data: {} } }), {}, "en-US");
    expect(await notList.runtime.fetch(source({ adaptor: { listKey: "data.list" } }), "p")).toEqual({
      ok: false,
      error: { kind: "adaptor", message: "Cannot extract an array from the answer" },
    });
    const empty = runtimeWith(() => ({ status: 200, data: "" }), {}, "en-US");
    expect(await empty.runtime.fetch(source({ adaptor: "pageList" }), "p")).toEqual({
      ok: false,
      error: { kind: "adaptor", message: "The answer is empty" },
    });
  });

  it("read a bare array with the list adaptor, and anything with raw (the default)", async () => {
    const { runtime } = runtimeWith(() => ({ status: 200, data: [{ id: "a" }] }));
    expect(await runtime.fetch(source({ adaptor: "list" }), "p")).toMatchObject({
      ok: true,
      data: { rows: [{ id: "a" }], total: 1, page: 0, pageSize: 0 },
    });
    expect(await runtime.fetch(source(), "p")).toMatchObject({ ok: true, data: [{ id: "a" }] });
  });

  it("turn HTTP failures into typed errors with the server's message and log id (axios-shaped rejections too)", async () => {
    const axiosLike = runtimeWith(() => {
      throw Object.assign(new Error("Request failed with status code 500"), {
        response: { status: 500, data: { state: false, message: "任务办理失败:x", logId: "L-1" } },
      });
    });
    expect(await axiosLike.runtime.fetch(source(), "p")).toEqual({
      ok: false,
      error: { kind: "http", message: "任务办理失败:x", status: 500, logId: "L-1" },
    });
    const bare = runtimeWith(() => ({ status: 404, data: undefined }));
    expect(await bare.runtime.fetch(source(), "p")).toEqual({
      ok: false,
      error: { kind: "http", message: "请求失败（404）", status: 404 },
    });
    const network = runtimeWith(() => Promise.reject(new Error("Network Error")));
    expect(await network.runtime.fetch(source(), "p")).toEqual({
      ok: false,
      error: { kind: "network", message: "网络错误，请检查网络连接" },
    });
  });

  it("use adaptors registered on the engine, which may fail with a DataSourceError", async () => {
    const { engine, runtime } = runtimeWith(() => ({ status: 200, data: { code: 0, payload: [1, 2] } }));
    engine.adaptors.register({
      name: "legacy",
      adapt: (body) => {
        const b = body as { code: number; payload: unknown };
        if (b.code !== 0) throw new DataSourceError("state", "legacy failed", { logId: "Z" });
        return { data: b.payload };
      },
    });
    expect(await runtime.fetch(source({ adaptor: "legacy" }), "p")).toMatchObject({ ok: true, data: [1, 2] });
  });

  it("report a missing fetcher as a request error instead of throwing", async () => {
    const engine = testEngine();
    const result = engine.load(page([]));
    if (!result.ok) throw new Error("load failed");
    expect(await createRuntime(engine, result.document).fetch(source(), "p")).toEqual({
      ok: false,
      error: { kind: "request", message: "引擎没有配置数据请求函数" },
    });
  });
});

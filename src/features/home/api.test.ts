// biome-ignore-all lint/suspicious/noTemplateCurlyInString: "${portal}" is the hosts' own placeholder syntax
import type { InternalAxiosRequestConfig } from "axios";
import { beforeEach, describe, expect, it } from "vitest";
import { encodeBase64Utf8 } from "../../api/base64";
import { setRuntimeContext } from "../../api/hosts";
import { http } from "../../api/http";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "../../api/testing/fakeAdapter";
import { restoreHttpAfterEach } from "../../api/testing/httpReset";
import {
  decodeBase64Utf8,
  deleteFormRemindData,
  fetchColumnData,
  getDatasByAlias,
  getEchartsData,
  getFormRemindDataByUser,
  loadHomeLayout,
  parseHomeLayout,
} from "./api";

let calls: InternalAxiosRequestConfig[] = [];

beforeEach(() => {
  calls = [];
  setRuntimeContext({ ...TEST_CONTEXT });
});
restoreHttpAfterEach();

function answer(handler: Parameters<typeof fakeAdapter>[0]) {
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    return handler(config);
  });
}

describe("home services", () => {
  it("decodes Base64 of UTF-8 text, and reads an empty or itemless layout as none", () => {
    expect(decodeBase64Utf8(encodeBase64Utf8("首页 ✓"))).toBe("首页 ✓");
    expect(decodeBase64Utf8("%%%")).toBe("");
    expect(parseHomeLayout("")).toBeNull();
    expect(parseHomeLayout(encodeBase64Utf8("{}"))).toBeNull();
    expect(parseHomeLayout(encodeBase64Utf8("not json"))).toBeNull();
    expect(parseHomeLayout(encodeBase64Utf8('{"list":[{"alias":"a"}]}'))).toEqual({ list: [{ alias: "a" }] });
  });

  it("reads vueFrontHome's Base64 value as the layout", async () => {
    answer(() => ({ data: { state: true, value: encodeBase64Utf8('{"list":[{"alias":"a"}]}') } }));
    expect(await loadHomeLayout()).toEqual({ list: [{ alias: "a" }] });
    expect(pathOf(calls[0])).toBe("/portal/main/v1/vueFrontHome");
  });

  it("posts getDatasByAlias the aliases as raw text a,b", async () => {
    answer(() => ({ data: [] }));
    await getDatasByAlias(["a", "b"]);
    expect(calls[0]).toMatchObject({ method: "post", data: "a,b" });
    expect(String(calls[0].headers["Content-Type"])).toMatch(/^text\/plain/);
    expect(pathOf(calls[0])).toBe("/portal/sysIndexColumn/sysIndexColumn/v1/getDatasByAlias");
  });

  it("fails a request-data column whose answer says state false, with the server's message", async () => {
    answer(() => ({ data: { state: false, message: "无权访问" } }));
    await expect(
      fetchColumnData({
        id: "1",
        name: "x",
        alias: "x",
        colType: 0,
        dataMode: 3,
        needPage: 0,
        displayRights: true,
        dataFrom: "${portal}/portal/x",
      }),
    ).rejects.toThrow("无权访问");
    expect(calls[0].url).toBe("http://api.test/portal/x");
  });

  it("gets the reminders and deletes one by id on the form host", async () => {
    answer((config) => (config.method === "get" ? { data: [{ id: "r1" }] } : { data: { state: true } }));
    expect(await getFormRemindDataByUser()).toEqual([{ id: "r1" }]);
    await deleteFormRemindData("r1");
    expect(pathOf(calls[0])).toBe("/form/formRemindData/v1/getFormRemindDataByUser");
    expect(calls[1]).toMatchObject({ method: "delete" });
    expect(pathOf(calls[1])).toBe("/form/formRemindData/v1/r1");
  });

  it("gets a report's chart data by reportId, bare or in a CommonResult", async () => {
    const report = { xAxis: ["a"], series: [{ name: "s", data: [1] }] };
    answer(() => ({ data: report }));
    expect(await getEchartsData("r")).toEqual(report);
    answer(() => ({ data: { state: true, value: report } }));
    expect(await getEchartsData("r")).toEqual(report);
    expect(calls[0].params).toEqual({ reportId: "r" });
  });
});

import type { InternalAxiosRequestConfig } from "axios";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { setRuntimeContext } from "../../../api/hosts";
import { http } from "../../../api/http";
import { fakeAdapter, pathOf, TEST_CONTEXT } from "../../../api/testing/fakeAdapter";
import {
  getDoneList,
  getFlowMenuCounts,
  getSecretaryByUserId,
  removeDraftById,
  saveMyOftenFlow,
} from "./bpmLists";

let calls: InternalAxiosRequestConfig[] = [];

beforeEach(() => {
  calls = [];
  setRuntimeContext({ ...TEST_CONTEXT });
});
afterEach(() => setRuntimeContext(null));

function answer(handler: Parameters<typeof fakeAdapter>[0]) {
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push(config);
    return handler(config);
  });
}

describe("bpmLists", () => {
  it("gets every flow badge from getFlowMenuCounts on the bpm runtime host", async () => {
    answer(() => ({ data: { "v-todo": 1 } }));
    expect(await getFlowMenuCounts()).toEqual({ "v-todo": 1 });
    expect(calls[0]).toMatchObject({
      method: "get",
      url: "http://api.test/runtime/task/v1/getFlowMenuCounts",
    });
  });

  it("asks getDoneList to mark the revocable rows", async () => {
    answer(() => ({ data: { rows: [], total: 0, page: 1, pageSize: 10 } }));
    await getDoneList();
    expect(calls[0].params).toEqual({ isCheckRevoke: "true" });
  });

  it("deletes drafts by comma-separated ids and saves often flows as a list", async () => {
    answer(() => ({ data: { state: true } }));
    await removeDraftById(["i-1", "i-2"]);
    expect(calls[0]).toMatchObject({ method: "delete", params: { ids: "i-1,i-2" } });
    await saveMyOftenFlow([{ defKey: "leave", name: "请假申请" }]);
    expect(pathOf(calls[1])).toBe("/bpmModel/BpmOftenFlow/v1/saveMyOftenFlow");
    expect(JSON.parse(calls[1].data)).toEqual([{ defKey: "leave", name: "请假申请" }]);
  });

  it("counts no secretary records when the endpoint is missing or answers something else", async () => {
    answer(() => undefined);
    expect(await getSecretaryByUserId()).toEqual([]);
    answer(() => ({ data: { state: true, value: [{ id: "s-1" }] } }));
    expect(await getSecretaryByUserId()).toEqual([{ id: "s-1" }]);
    answer(() => ({ data: [{ id: "s-2" }] }));
    expect(await getSecretaryByUserId()).toEqual([{ id: "s-2" }]);
    setRuntimeContext(null);
    expect(await getSecretaryByUserId()).toEqual([]);
  });
});
